import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { pairLabel, swapPathForPair } from '../logic/links.ts';
import type { EligiblePair } from '../logic/types.ts';
import { Card } from './Card.tsx';

/** The pairs whose volume counts (SPEC.md §9: 4), each with a link to trade it. */
export function EligiblePairs({
  pairs,
  tokens,
}: {
  pairs: readonly EligiblePair[];
  tokens: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('Eligible pairs')} testId="competition-pairs">
      <p className="text-sm text-muted">{t('Only trades on these pairs count towards the battle.')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {pairs.map((pair) => (
          <li key={pair.address} className="flex items-center justify-between gap-2 rounded-2xl bg-input px-4 py-2">
            <span className="font-semibold">{pair.symbol}</span>
            <Link
              to={swapPathForPair(pair, tokens)}
              data-testid="competition-pair-swap"
              className="font-semibold text-primary hover:underline"
            >
              {t('Trade %pair%', { pair: pairLabel(pair) })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
