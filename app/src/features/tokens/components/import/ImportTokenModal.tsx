import type { Token } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { ImportToken } from './ImportToken.tsx';

export interface ImportTokenModalProps {
  tokens: readonly Token[];
  onConfirm(tokens: readonly Token[]): void;
  onCancel(): void;
  open?: boolean;
}

/** The import-token view on its own, for unknown tokens in the swap URL. */
export function ImportTokenModal({ tokens, onConfirm, onCancel, open = true }: ImportTokenModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open && tokens.length > 0}
      onOpenChange={(next) => !next && onCancel()}
      title={t('Import Tokens')}
      className="sm:w-[420px]! sm:max-w-[420px]! sm:min-w-[320px]!"
    >
      <ImportToken tokens={tokens} onImport={onConfirm} />
    </Modal>
  );
}
