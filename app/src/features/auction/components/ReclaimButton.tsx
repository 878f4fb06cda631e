import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';

/** Reclaim a lost bid; busy until the receipt is in. */
export function ReclaimButton({ onReclaim }: { onReclaim: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      data-testid="auction-reclaim"
      isLoading={pending}
      onClick={async () => {
        setPending(true);
        try {
          await onReclaim();
        } finally {
          setPending(false);
        }
      }}
    >
      {pending ? t('Reclaiming') : t('Reclaim')}
    </Button>
  );
}
