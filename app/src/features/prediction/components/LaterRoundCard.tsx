import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { blocksToClock, type RoundCardView } from '../logic/roundCards.ts';
import { RoundCardFrame } from './RoundCardFrame.tsx';

/** A future round (a placeholder until the contract starts it): when it starts. */
export function LaterRoundCard({ view }: { view: RoundCardView }) {
  const { t } = useTranslation();
  return (
    <RoundCardFrame view={view}>
      <div className="flex flex-1 flex-col items-center justify-center gap-2 py-8 text-center">
        <p className="text-lg font-bold">{t('Entry starts')}</p>
        <p data-testid="round-time-left" className="text-muted">
          {t('in %blocks% blocks (~%clock%)', {
            blocks: view.blocksLeft.toString(),
            count: Number(view.blocksLeft),
            clock: blocksToClock(view.blocksLeft),
          })}
        </p>
      </div>
    </RoundCardFrame>
  );
}
