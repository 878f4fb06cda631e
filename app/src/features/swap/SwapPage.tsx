import { ComingSoonPage } from '@/features/layout/ComingSoonPage.tsx';

export function SwapPage() {
  return <ComingSoonPage title="Exchange" subtitle="Trade tokens in an instant" />;
}
