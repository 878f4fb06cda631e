import { RemoveLiquidity } from './remove/RemoveLiquidity.tsx';

export function RemoveLiquidityPage() {
  return <RemoveLiquidity />;
}
