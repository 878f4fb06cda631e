import { RemoveLiquidity } from './components/remove/RemoveLiquidity.tsx';

export function RemoveLiquidityPage() {
  return <RemoveLiquidity />;
}
