// The hub: usernames (SPEC.md §7) and, on the devnet, the IPFS gateway stand-in.
export { hubUrlFor, ipfsGatewayFor } from './config.ts';
export { UsernameError, type UsernameFailureKey } from './usernames.ts';
export {
  type SignedUsername,
  type UsernameCheckState,
  useHubUrl,
  useUsername,
  useUsernameCheck,
  useUsernameClaim,
} from './useUsername.ts';
