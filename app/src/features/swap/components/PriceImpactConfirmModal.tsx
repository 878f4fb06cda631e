import { PRICE_IMPACT_HIGH, PRICE_IMPACT_TYPE_CONFIRM } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import type { PriceImpactCheck } from '../actions/useSwapFlow.ts';

/**
 * Expert mode skips the review dialog but not a costly trade: from 5% price impact it asks for a
 * confirmation, from 10% for the typed word 'confirm' (the SDK's PRICE_IMPACT_HIGH and
 * PRICE_IMPACT_TYPE_CONFIRM).
 */
export function PriceImpactConfirmModal({
  check,
  onConfirm,
  onCancel,
}: {
  check: PriceImpactCheck;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const typeConfirm = check?.kind === 'typeConfirm';
  const threshold = (typeConfirm ? PRICE_IMPACT_TYPE_CONFIRM : PRICE_IMPACT_HIGH).toSignificant(2, { locale });
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Modal open={Boolean(check)} onOpenChange={(open) => !open && close()} title={t('Confirm Price Impact')}>
      <div className="flex flex-col gap-4">
        <p>
          {t(
            'This swap has a price impact of at least %percent%%. Please confirm that you would like to continue with this swap.',
            {
              percent: threshold,
            },
          )}
        </p>
        {typeConfirm && (
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm text-muted">
              {t('Please type the word "%word%" to continue with this swap.', { word: 'confirm' })}
            </label>
            <input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              className="h-12 rounded-2xl border border-border bg-input px-4 outline-none focus-visible:border-primary"
            />
          </div>
        )}
        <div className="flex gap-2">
          <Button fullWidth variant="secondary" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button
            fullWidth
            variant="danger"
            disabled={typeConfirm && typed.trim() !== 'confirm'}
            onClick={() => {
              setTyped('');
              onConfirm();
            }}
          >
            {t('Swap Anyway')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
