import type { BetPosition } from '@flaskswap/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { OraclePrice } from '../data/types.ts';
import { focusedEpoch, type RoundCardView } from '../logic/roundCards.ts';
import { ExpiredRoundCard } from './ExpiredRoundCard.tsx';
import { LaterRoundCard } from './LaterRoundCard.tsx';
import { LiveRoundCard } from './LiveRoundCard.tsx';
import { NextRoundCard } from './NextRoundCard.tsx';

export interface RoundRowProps {
  views: readonly RoundCardView[];
  oracle: OraclePrice | undefined;
  connected: boolean;
  paused: boolean;
  onEnter: (epoch: bigint, position: BetPosition) => void;
  onClaim: (view: RoundCardView, kind: 'collect' | 'refund') => void;
}

/** The horizontally scrolling row of round cards, the live card centred once on load. */
export function RoundRow({ views, oracle, connected, paused, onEnter, onClaim }: RoundRowProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLElement>(null);
  const centred = useRef(false);
  const focus = focusedEpoch(views);
  useEffect(() => {
    if (centred.current || focus === undefined || !row.current) return;
    const card = row.current.querySelector<HTMLElement>(`[data-testid="round-card-${focus}"]`);
    if (!card) return;
    centred.current = true;
    row.current.scrollLeft = card.offsetLeft - (row.current.clientWidth - card.clientWidth) / 2;
  }, [focus]);

  return (
    <section
      ref={row}
      aria-label={t('Rounds')}
      // Focusable so the arrow keys scroll it: the cards may hold no button to reach it through.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
      tabIndex={0}
      data-testid="round-row"
      className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pt-2 pb-6 sm:px-[calc(50%-150px)]"
    >
      {views.map((view) => {
        const key = view.round.epoch.toString();
        switch (view.phase) {
          case 'expired':
            return (
              <ExpiredRoundCard
                key={key}
                view={view}
                priceDecimals={oracle?.decimals ?? 8}
                onCollect={() => onClaim(view, 'collect')}
                onRefund={() => onClaim(view, 'refund')}
              />
            );
          case 'live':
          case 'calculating':
            return <LiveRoundCard key={key} view={view} oracle={oracle} />;
          case 'next':
            return (
              <NextRoundCard
                key={key}
                view={view}
                connected={connected}
                paused={paused}
                onEnter={(position) => onEnter(view.round.epoch, position)}
              />
            );
          default:
            return <LaterRoundCard key={key} view={view} />;
        }
      })}
    </section>
  );
}
