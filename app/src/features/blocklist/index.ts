// Blocked addresses: the gate around the app and the check swap uses for recipients.
export { BlocklistGate } from './BlocklistGate.tsx';
export { isBlockedAddress } from './blocklist.ts';
