// The migration feature's public API: its page as a loader, so routes.tsx keeps it its own chunk.
export const migrationPages = {
  migrate: () => import('./MigratePage.tsx'),
};
