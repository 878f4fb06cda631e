// /profile and /profile/tasks load with their routes (routes.tsx), each its own chunk; the header's
// avatar and name are small and load with the app shell.
export { AccountProfileBadge } from './components/AccountProfileBadge.tsx';

export const profilePages = {
  profile: () => import('./ProfilePage.tsx'),
  tasks: () => import('./TaskCenterPage.tsx'),
};
