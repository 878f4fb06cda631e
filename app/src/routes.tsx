import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { AppLayout, NotFoundPage, RouteErrorPage } from '@/features/layout';
import { liquidityPages, RedirectOldRemoveLiquidityPath } from '@/features/liquidity';

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
const swap = () => import('@/features/swap');
const { liquidity, addLiquidity, removeLiquidity, pairFinder } = liquidityPages;
// Home imports farms and pools eagerly: their index is loaded with the route, then their page.
const farms = () => import('@/features/farms').then(({ farmsPages }) => farmsPages.farms());
const auction = () => import('@/features/auction');
const pools = () => import('@/features/pools').then(({ poolsPages }) => poolsPages.pools());
const home = () => import('@/features/home');
const competition = () => import('@/features/competition');
const prediction = () => import('@/features/prediction');
const lottery = () => import('@/features/lottery');
const ifo = () => import('@/features/ifo');
const profilePage = () => import('@/features/profile').then(({ profilePages }) => profilePages.profile());
const taskCenter = () => import('@/features/profile').then(({ profilePages }) => profilePages.tasks());
const collectibles = () => import('@/features/collectibles');
const teams = () => import('@/features/teams');
const voting = () => import('@/features/voting');
const infoPages = () => import('@/features/info').then(({ infoPages }) => infoPages);
const infoOverview = () => infoPages().then((pages) => pages.overview());
const infoTokens = () => infoPages().then((pages) => pages.tokens());
const infoPairs = () => infoPages().then((pages) => pages.pairs());
const infoToken = () => infoPages().then((pages) => pages.token());
const infoPair = () => infoPages().then((pages) => pages.pair());

/** Every route and redirect of SPEC.md section 2 "Routes". */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', ...page(home, 'HomePage') },
      { path: '/farms', ...page(farms, 'FarmsPage') },
      { path: '/farms/history', ...page(farms, 'FarmsPage') },
      { path: '/farms/auction', ...page(auction, 'AuctionPage') },
      { path: '/pools', ...page(pools, 'PoolsPage') },
      { path: '/pools/history', ...page(pools, 'PoolsPage') },
      { path: '/swap', ...page(swap, 'SwapPage') },
      { path: '/swap/:outputCurrency', element: <RedirectPathToSwapOnly /> },
      { path: '/send', element: <RedirectKeepingQuery to="/swap" /> },
      { path: '/find', ...page(pairFinder, 'PairFinderPage') },
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
      { path: '/info', ...page(infoOverview, 'InfoOverviewPage') },
      { path: '/info/tokens', ...page(infoTokens, 'InfoTokensPage') },
      { path: '/info/pairs', ...page(infoPairs, 'InfoPairsPage') },
      { path: '/info/token/:address', ...page(infoToken, 'InfoTokenPage') },
      { path: '/info/pair/:address', ...page(infoPair, 'InfoPairPage') },
      { path: '/competition', ...page(competition, 'CompetitionPage') },
      { path: '/prediction', ...page(prediction, 'PredictionPage') },
      { path: '/lottery', ...page(lottery, 'LotteryPage') },
      { path: '/collectibles', ...page(collectibles, 'CollectiblesPage') },
      { path: '/ifo', ...page(ifo, 'IfoPage') },
      { path: '/ifo/history', ...page(ifo, 'IfoHistoryPage') },
      { path: '/teams', ...page(teams, 'TeamsPage') },
      { path: '/teams/:id', ...page(teams, 'TeamPage') },
      { path: '/profile', ...page(profilePage, 'ProfilePage') },
      { path: '/profile/tasks', ...page(taskCenter, 'TaskCenterPage') },
      { path: '/voting', ...page(voting, 'VotingPage') },
      { path: '/voting/proposal/create', ...page(voting, 'CreateProposalPage') },
      { path: '/voting/proposal/:id', ...page(voting, 'ProposalPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
