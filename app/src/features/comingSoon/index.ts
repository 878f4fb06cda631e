// Placeholder pages for the product areas not built yet.
export {
  CollectiblesPage,
  IfoPage,
  ProfilePage,
  TaskCenterPage,
  TeamsPage,
  TradingBattlePage,
} from './pages.tsx';
