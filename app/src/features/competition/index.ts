// /competition: loaded with its route (routes.tsx), its own chunk.
export { CompetitionPage } from './CompetitionPage.tsx';
