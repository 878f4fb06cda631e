// /teams and /teams/:id: loaded with their routes (routes.tsx), one chunk.
export { TeamPage } from './TeamPage.tsx';
export { TeamsPage } from './TeamsPage.tsx';
