import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { addLiquidityRedirect, removeLiquidityRedirect } from './logic/routeRules.ts';

/** Wraps the add-liquidity page with the route rules for /add and /create. */
export function AddLiquidityRedirects({ children }: { children: ReactNode }) {
  const { currencyIdA, currencyIdB } = useParams();
  const target = addLiquidityRedirect(currencyIdA, currencyIdB);
  return target ? <Navigate to={target} replace /> : children;
}

export function RedirectOldRemoveLiquidityPath() {
  const { tokens } = useParams();
  return <Navigate to={removeLiquidityRedirect(tokens)} replace />;
}
