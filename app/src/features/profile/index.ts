// /profile and /profile/tasks load with their routes (routes.tsx), each its own chunk. The header's
// avatar and name load once an account is connected: their reads and metadata checks stay out of
// a cold /swap.
export const loadAccountProfileBadge = () => import('./components/AccountProfileBadge.tsx');

export const profilePages = {
  profile: () => import('./ProfilePage.tsx'),
  tasks: () => import('./TaskCenterPage.tsx'),
};
