import { Link } from 'react-router';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { formatUsd } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import type { FarmView } from '../logic/farmViews.ts';
import { addLiquidityLink } from '../logic/links.ts';

export function FarmDetails({ farm }: { farm: FarmView }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { chain } = useActiveChain();
  const contract = explorerLink(chain, { address: farm.lpAddress });
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="farm-details">
      <div className="flex justify-between gap-3">
        <span className="text-muted">{t('Total Liquidity')}</span>
        <span className="font-semibold">{formatUsd(farm.liquidityUsd, locale)}</span>
      </div>
      <div className="flex justify-between gap-3">
        <span className="text-muted">{t('Multiplier')}</span>
        <span className="font-semibold">{farm.multiplier}</span>
      </div>
      <Link to={addLiquidityLink(farm.token, farm.quoteToken)} className="font-semibold text-primary hover:underline">
        {t('Get %symbol%', { symbol: farm.lpSymbol })}
      </Link>
      {contract && <ExternalLink href={contract}>{t('View Contract')}</ExternalLink>}
    </div>
  );
}
