import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';

export function PoolFinderPage() {
  return <ComingSoonPage title="Import Pool" subtitle="Import an existing pool" />;
}
