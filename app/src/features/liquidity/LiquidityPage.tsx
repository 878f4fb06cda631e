import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';

export function LiquidityPage() {
  return <ComingSoonPage title="Your Liquidity" subtitle="Remove liquidity to receive tokens back" />;
}
