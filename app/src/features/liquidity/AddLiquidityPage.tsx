import { AddLiquidity } from './components/add/AddLiquidity.tsx';
import { AddLiquidityRedirects } from './LiquidityRedirects.tsx';

export function AddLiquidityPage() {
  return (
    <AddLiquidityRedirects>
      <AddLiquidity />
    </AddLiquidityRedirects>
  );
}
