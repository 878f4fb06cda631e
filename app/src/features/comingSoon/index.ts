// Placeholder pages for the product areas not built yet.
export {
  IfoPage,
  ProfilePage,
  TaskCenterPage,
  TradingBattlePage,
} from './pages.tsx';
