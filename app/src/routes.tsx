import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { AppLayout } from '@/features/layout/AppLayout.tsx';
import { NotFoundPage } from '@/features/layout/NotFoundPage.tsx';
import { RouteErrorPage } from '@/features/layout/RouteErrorPage.tsx';
import { RedirectOldRemoveLiquidityPath } from '@/features/liquidity/LiquidityRedirects.tsx';

/** Keeps the query string when a path is renamed (/send → /swap?…). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** /swap/{outputCurrency} → /swap?outputCurrency=… */
function RedirectPathToSwapOnly() {
  const { outputCurrency = '' } = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('outputCurrency', outputCurrency);
  return <Navigate to={{ pathname: '/swap', search: `?${query}` }} replace />;
}

// Each page's code loads with its route, so /swap does not download the farms.
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});
const swap = () => import('@/features/swap/SwapPage.tsx');
const liquidity = () => import('@/features/liquidity/LiquidityPage.tsx');
const addLiquidity = () => import('@/features/liquidity/AddLiquidityPage.tsx');
const removeLiquidity = () => import('@/features/liquidity/RemoveLiquidityPage.tsx');
const poolFinder = () => import('@/features/liquidity/PoolFinderPage.tsx');
const farms = () => import('@/features/farms/FarmsPage.tsx');
const pools = () => import('@/features/pools/PoolsPage.tsx');
const home = () => import('@/features/home/HomePage.tsx');
const comingSoon = () => import('@/features/comingSoon/pages.tsx');

/** Every route and redirect of SPEC.md section 2 "Routes". */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', ...page(home, 'HomePage') },
      { path: '/farms', ...page(farms, 'FarmsPage') },
      { path: '/farms/history', ...page(farms, 'FarmsPage') },
      { path: '/pools', ...page(pools, 'PoolsPage') },
      { path: '/pools/history', ...page(pools, 'PoolsPage') },
      { path: '/swap', ...page(swap, 'SwapPage') },
      { path: '/swap/:outputCurrency', element: <RedirectPathToSwapOnly /> },
      { path: '/send', element: <RedirectKeepingQuery to="/swap" /> },
      { path: '/find', ...page(poolFinder, 'PoolFinderPage') },
      { path: '/liquidity', ...page(liquidity, 'LiquidityPage') },
      { path: '/pool', element: <RedirectKeepingQuery to="/liquidity" /> },
      { path: '/staking', element: <Navigate to="/pools" replace /> },
      { path: '/syrup', element: <Navigate to="/pools" replace /> },
      { path: '/add', ...page(addLiquidity, 'AddLiquidityPage') },
      { path: '/add/:currencyIdA', ...page(addLiquidity, 'AddLiquidityPage') },
      { path: '/add/:currencyIdA/:currencyIdB', ...page(addLiquidity, 'AddLiquidityPage') },
      { path: '/create', ...page(addLiquidity, 'AddLiquidityPage') },
      { path: '/create/:currencyIdA', ...page(addLiquidity, 'AddLiquidityPage') },
      { path: '/create/:currencyIdA/:currencyIdB', ...page(addLiquidity, 'AddLiquidityPage') },
      { path: '/remove/:tokens', element: <RedirectOldRemoveLiquidityPath /> },
      { path: '/remove/:currencyIdA/:currencyIdB', ...page(removeLiquidity, 'RemoveLiquidityPage') },
      { path: '/competition', ...page(comingSoon, 'TradingBattlePage') },
      { path: '/prediction', ...page(comingSoon, 'PredictionPage') },
      { path: '/lottery', ...page(comingSoon, 'LotteryPage') },
      { path: '/collectibles', ...page(comingSoon, 'CollectiblesPage') },
      { path: '/ifo', ...page(comingSoon, 'IfoPage') },
      { path: '/teams', ...page(comingSoon, 'TeamsPage') },
      { path: '/profile', ...page(comingSoon, 'ProfilePage') },
      { path: '/profile/tasks', ...page(comingSoon, 'TaskCenterPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
