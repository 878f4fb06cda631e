// /farms/auction: loaded with its route (routes.tsx), its own chunk.
export { AuctionPage } from './AuctionPage.tsx';
