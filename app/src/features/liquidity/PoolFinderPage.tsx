import { PoolFinder } from './find/PoolFinder.tsx';

export function PoolFinderPage() {
  return <PoolFinder />;
}
