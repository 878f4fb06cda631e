import { CurrencyLogo } from '@/features/tokens';
import type { YieldToken } from '../data/types.ts';
import { useYieldCurrency } from '../data/useYieldCurrency.ts';

export function YieldTokenLogo({
  token,
  size = 24,
  className,
}: {
  token: YieldToken;
  size?: number;
  className?: string;
}) {
  return <CurrencyLogo currency={useYieldCurrency(token)} size={size} className={className} />;
}

/** The earning token's logo with the staked token's small in its corner. */
export function YieldLogos({ earning, staking }: { earning: YieldToken; staking: YieldToken }) {
  return (
    <span className="relative inline-block size-10 shrink-0">
      <YieldTokenLogo token={earning} size={40} />
      {staking.address !== earning.address && (
        <YieldTokenLogo token={staking} size={18} className="absolute -end-1 -bottom-1 ring-2 ring-card" />
      )}
    </span>
  );
}
