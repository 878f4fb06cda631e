import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { Competition } from '../logic/types.ts';
import { StatusMessage } from './StatusMessage.tsx';

/** One line on where the competition stands: live since a block, results being computed, finished. */
export function PhaseNote({
  competition,
  currentBlock,
}: {
  competition: Competition;
  currentBlock: bigint | undefined;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  switch (competition.status) {
    case 'registration':
      return (
        <StatusMessage testId="competition-phase">
          {t('Registration is open: register now, trading counts once the battle is live.')}
        </StatusMessage>
      );
    case 'open': {
      const blocks =
        currentBlock !== undefined && currentBlock > competition.openBlock ? currentBlock - competition.openBlock : 0n;
      return (
        <StatusMessage testId="competition-phase">
          {t('Live for %blocks% blocks, since block %block%. The battle runs until the admin closes it.', {
            blocks: blocks.toLocaleString(locale),
            count: Number(blocks),
            block: competition.openBlock.toString(),
          })}
        </StatusMessage>
      );
    }
    case 'close':
      return (
        <StatusMessage testId="competition-phase">
          {t('The battle has ended at block %block%: the results are being computed.', {
            block: competition.closeBlock.toString(),
          })}
        </StatusMessage>
      );
    case 'claiming':
      return <StatusMessage testId="competition-phase">{t('The results are in: claim your prize.')}</StatusMessage>;
    case 'over':
      return (
        <StatusMessage testId="competition-phase">{t('The battle is over. Thanks to every trader!')}</StatusMessage>
      );
  }
}
