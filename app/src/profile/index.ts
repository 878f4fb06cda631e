// FlaskProfile for every feature that reads it (profile, collectibles, teams): the active chain's
// profile contracts and the registry's records. Each page still composes its own multicall.
export {
  type TeamProfile,
  type TeamProfileTuple,
  teamFromContract,
  teamsFromContract,
  type UserProfile,
  type UserProfileTuple,
  userProfileFromContract,
} from '@flaskswap/sdk';
export { type ProfileDeployment, useProfileDeployment } from './deployment.ts';
