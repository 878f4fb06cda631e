import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';

export function PoolsPage() {
  return <ComingSoonPage title="Pools" subtitle="Stake FLASK to earn new tokens" />;
}
