// /collectibles: loaded with its route (routes.tsx), its own chunk.
export { CollectiblesPage } from './CollectiblesPage.tsx';
