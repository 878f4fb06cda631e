import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';

export function RemoveLiquidityPage() {
  return <ComingSoonPage title="Remove Liquidity" subtitle="Remove liquidity to receive tokens back" />;
}
