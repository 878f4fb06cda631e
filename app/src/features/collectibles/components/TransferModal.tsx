import { type FormEvent, useId, useState } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { MessageText } from '@/i18n/message.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { checkRecipient } from '../logic/recipient.ts';

export interface TransferTarget {
  collection: Address;
  tokenId: bigint;
  name: string;
}

/** 'Transfer': the receiving address, checked before anything is sent, then safeTransferFrom. */
export function TransferModal({
  target,
  onClose,
  onTransfer,
}: {
  target: TransferTarget;
  onClose(): void;
  onTransfer(to: Address): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const [input, setInput] = useState('');
  const [error, setError] = useState<MessageText>();
  const { pending: sending, run } = usePendingAction();
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = checkRecipient(input, address);
    if (!recipient.ok) {
      setError(recipient.error);
      return;
    }
    setError(undefined);
    if (await run(() => onTransfer(recipient.address))) onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={t('Transfer %name%', { name: target.name })}
      description={t('Token #%tokenId% will be sent to the address below. This cannot be undone.', {
        tokenId: target.tokenId.toString(),
      })}
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t('Receiving address')}
        </label>
        <input
          id={inputId}
          data-testid="transfer-address"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setError(undefined);
          }}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-2xl border border-border bg-input px-4 py-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-primary aria-invalid:border-danger"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-danger" data-testid="transfer-error">
            {t(error)}
          </p>
        )}
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" fullWidth onClick={onClose} disabled={sending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" fullWidth isLoading={sending} data-testid="transfer-confirm">
            {t('Confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
