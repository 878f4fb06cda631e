import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { Battle } from '../logic/types.ts';
import { StatusMessage } from './StatusMessage.tsx';

/** One line on where the battle stands: live since a block, results being computed, finished. */
export function PhaseNote({ battle, currentBlock }: { battle: Battle; currentBlock: bigint | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  switch (battle.status) {
    case 'registration':
      return (
        <StatusMessage testId="battle-phase">
          {t('Registration is open: register now, trading counts once the battle is live.')}
        </StatusMessage>
      );
    case 'open': {
      const blocks =
        currentBlock !== undefined && currentBlock > battle.openBlock ? currentBlock - battle.openBlock : 0n;
      return (
        <StatusMessage testId="battle-phase">
          {t('Live for %blocks% blocks, since block %block%. The battle runs until the admin closes it.', {
            blocks: blocks.toLocaleString(locale),
            count: Number(blocks),
            block: battle.openBlock.toString(),
          })}
        </StatusMessage>
      );
    }
    case 'close':
      return (
        <StatusMessage testId="battle-phase">
          {t('The battle has ended at block %block%: the results are being computed.', {
            block: battle.closeBlock.toString(),
          })}
        </StatusMessage>
      );
    case 'claiming':
      return <StatusMessage testId="battle-phase">{t('The results are in: claim your prize.')}</StatusMessage>;
    case 'over':
      return <StatusMessage testId="battle-phase">{t('The battle is over. Thanks to every trader!')}</StatusMessage>;
  }
}
