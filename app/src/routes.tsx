import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { AppLayout, NotFoundPage, RouteErrorPage } from '@/features/layout';
import { liquidityPages, RedirectOldRemoveLiquidityPath } from '@/features/liquidity';
import { profilePages } from '@/features/profile';

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
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
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
// The account menu loads the profile index with the first paint: its pages are thunks.
const { profile: profilePage, tasks: taskCenter } = profilePages;
const collectibles = () => import('@/features/collectibles');
const teams = () => import('@/features/teams');
const voting = () => import('@/features/voting');
const approvals = () => import('@/features/approvals');
const migrate = () => import('@/features/migration').then(({ migrationPages }) => migrationPages.migrate());
const infoPages = () => import('@/features/info').then(({ infoPages }) => infoPages);
const infoOverview = () => infoPages().then((pages) => pages.overview());
const infoTokens = () => infoPages().then((pages) => pages.tokens());
const infoPairs = () => infoPages().then((pages) => pages.pairs());
const infoToken = () => infoPages().then((pages) => pages.token());
const infoPair = () => infoPages().then((pages) => pages.pair());

const HomePage = page(home, 'HomePage');
const FarmsPage = page(farms, 'FarmsPage');
const AuctionPage = page(auction, 'AuctionPage');
const PoolsPage = page(pools, 'PoolsPage');
const SwapPage = page(swap, 'SwapPage');
const PairFinderPage = page(pairFinder, 'PairFinderPage');
const LiquidityPage = page(liquidity, 'LiquidityPage');
const AddLiquidityPage = page(addLiquidity, 'AddLiquidityPage');
const RemoveLiquidityPage = page(removeLiquidity, 'RemoveLiquidityPage');
const InfoOverviewPage = page(infoOverview, 'InfoOverviewPage');
const InfoTokensPage = page(infoTokens, 'InfoTokensPage');
const InfoPairsPage = page(infoPairs, 'InfoPairsPage');
const InfoTokenPage = page(infoToken, 'InfoTokenPage');
const InfoPairPage = page(infoPair, 'InfoPairPage');
const CompetitionPage = page(competition, 'CompetitionPage');
const PredictionPage = page(prediction, 'PredictionPage');
const LotteryPage = page(lottery, 'LotteryPage');
const CollectiblesPage = page(collectibles, 'CollectiblesPage');
const IfoPage = page(ifo, 'IfoPage');
const IfoHistoryPage = page(ifo, 'IfoHistoryPage');
const TeamsPage = page(teams, 'TeamsPage');
const TeamPage = page(teams, 'TeamPage');
const ProfilePage = page(profilePage, 'ProfilePage');
const TaskCenterPage = page(taskCenter, 'TaskCenterPage');
const VotingPage = page(voting, 'VotingPage');
const CreateProposalPage = page(voting, 'CreateProposalPage');
const ProposalPage = page(voting, 'ProposalPage');
const ApprovalsPage = page(approvals, 'ApprovalsPage');
const MigratePage = page(migrate, 'MigratePage');

/** A page that failed to render or to load shows RouteErrorPage instead of the app; another path clears it. */
class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; error: unknown; pathname: string }
> {
  override state = { failed: false, error: undefined as unknown, pathname: this.props.pathname };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }
  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Every route and redirect of SPEC.md section 2 "Routes". Declarative routes (not a data router,
 * whose loaders and actions the app does not use: 16 KiB gzip less in every first load). While a
 * page's code loads the previous page stays (navigations are transitions); a first load waits for it.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/farms" element={<FarmsPage />} />
            <Route path="/farms/history" element={<FarmsPage />} />
            <Route path="/farms/auction" element={<AuctionPage />} />
            <Route path="/pools" element={<PoolsPage />} />
            <Route path="/pools/history" element={<PoolsPage />} />
            <Route path="/swap" element={<SwapPage />} />
            <Route path="/swap/:outputCurrency" element={<RedirectPathToSwapOnly />} />
            <Route path="/send" element={<RedirectKeepingQuery to="/swap" />} />
            <Route path="/find" element={<PairFinderPage />} />
            <Route path="/liquidity" element={<LiquidityPage />} />
            <Route path="/pool" element={<RedirectKeepingQuery to="/liquidity" />} />
            <Route path="/staking" element={<Navigate to="/pools" replace />} />
            <Route path="/syrup" element={<Navigate to="/pools" replace />} />
            <Route path="/add" element={<AddLiquidityPage />} />
            <Route path="/add/:currencyIdA" element={<AddLiquidityPage />} />
            <Route path="/add/:currencyIdA/:currencyIdB" element={<AddLiquidityPage />} />
            <Route path="/create" element={<AddLiquidityPage />} />
            <Route path="/create/:currencyIdA" element={<AddLiquidityPage />} />
            <Route path="/create/:currencyIdA/:currencyIdB" element={<AddLiquidityPage />} />
            <Route path="/remove/:tokens" element={<RedirectOldRemoveLiquidityPath />} />
            <Route path="/remove/:currencyIdA/:currencyIdB" element={<RemoveLiquidityPage />} />
            <Route path="/migrate" element={<MigratePage />} />
            <Route path="/info" element={<InfoOverviewPage />} />
            <Route path="/info/tokens" element={<InfoTokensPage />} />
            <Route path="/info/pairs" element={<InfoPairsPage />} />
            <Route path="/info/token/:address" element={<InfoTokenPage />} />
            <Route path="/info/pair/:address" element={<InfoPairPage />} />
            <Route path="/competition" element={<CompetitionPage />} />
            <Route path="/prediction" element={<PredictionPage />} />
            <Route path="/lottery" element={<LotteryPage />} />
            <Route path="/collectibles" element={<CollectiblesPage />} />
            <Route path="/ifo" element={<IfoPage />} />
            <Route path="/ifo/history" element={<IfoHistoryPage />} />
            <Route path="/teams" element={<TeamsPage />} />
            <Route path="/teams/:id" element={<TeamPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/tasks" element={<TaskCenterPage />} />
            <Route path="/voting" element={<VotingPage />} />
            <Route path="/voting/proposal/create" element={<CreateProposalPage />} />
            <Route path="/voting/proposal/:id" element={<ProposalPage />} />
            <Route path="/approvals" element={<ApprovalsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
