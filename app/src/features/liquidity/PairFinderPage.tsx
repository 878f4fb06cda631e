import { PairFinder } from './find/PairFinder.tsx';

export function PairFinderPage() {
  return <PairFinder />;
}
