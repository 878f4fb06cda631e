// Home: the / page (FLASK stats, TVL, best APR, Harvest all), loaded lazily by routes.tsx. No other
// feature imports home.
export { HomePage } from './HomePage.tsx';
