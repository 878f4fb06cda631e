import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';

export function FarmsPage() {
  return <ComingSoonPage title="Farms" subtitle="Stake Liquidity Pool (LP) tokens to earn." />;
}
