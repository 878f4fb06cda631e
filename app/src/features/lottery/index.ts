// /lottery: loaded with its route (routes.tsx), its own chunk.
export { LotteryPage } from './LotteryPage.tsx';
