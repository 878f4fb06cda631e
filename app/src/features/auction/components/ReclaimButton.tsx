import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';

/** Reclaim a lost bid; busy until the receipt is in. */
export function ReclaimButton({ onReclaim }: { onReclaim: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const { pending, run } = usePendingAction();
  return (
    <Button data-testid="auction-reclaim" isLoading={pending} onClick={() => void run(onReclaim)}>
      {pending ? t('Reclaiming') : t('Reclaim')}
    </Button>
  );
}
