// Placeholder pages for the product areas not built yet.
export { TradingBattlePage } from './pages.tsx';
