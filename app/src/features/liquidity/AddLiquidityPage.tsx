import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';
import { AddLiquidityRedirects } from './LiquidityRedirects.tsx';

export function AddLiquidityPage() {
  return (
    <AddLiquidityRedirects>
      <ComingSoonPage title="Add Liquidity" subtitle="Add liquidity to receive LP tokens" />
    </AddLiquidityRedirects>
  );
}
