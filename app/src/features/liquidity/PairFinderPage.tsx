import { PairFinder } from './components/find/PairFinder.tsx';

export function PairFinderPage() {
  return <PairFinder />;
}
