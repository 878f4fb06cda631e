// /ifo and /ifo/history: loaded with their routes (routes.tsx), their own chunk.
export { IfoHistoryPage } from './IfoHistoryPage.tsx';
export { IfoPage } from './IfoPage.tsx';
