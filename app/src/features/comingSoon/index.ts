// Placeholder pages for the product areas not built yet.
export { IfoPage, TradingBattlePage } from './pages.tsx';
