import { BlockCountdownText, blockCountdown } from '@/features/pools';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { approximateDuration } from '../logic/sale.ts';
import type { IfoSale } from '../logic/types.ts';

/** 'Starts in' / 'Ends in' a number of blocks (linked to the explorer's countdown) and about how long. */
export function SaleCountdown({ sale, currentBlock }: { sale: IfoSale; currentBlock: bigint }) {
  const { t } = useTranslation();
  const countdown = blockCountdown(sale.startBlock, sale.endBlock, currentBlock);
  if (countdown.kind === 'finished') {
    return (
      <p data-testid="ifo-countdown" className="font-semibold">
        {t('Finished at block %block%', { block: sale.endBlock.toString() })}
      </p>
    );
  }
  return (
    <p data-testid="ifo-countdown" className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold">{countdown.kind === 'startsIn' ? t('Starts in') : t('Ends in')}</span>
      <BlockCountdownText countdown={countdown} />
      <span className="text-sm text-muted">(~{approximateDuration(countdown.blocks)})</span>
    </p>
  );
}
