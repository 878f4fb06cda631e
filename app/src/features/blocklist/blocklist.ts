import blocked from './blockedAddresses.json';

const blockedSet = new Set(blocked.addresses.map((address) => address.toLowerCase()));

export function isBlockedAddress(address: string | undefined): boolean {
  return address !== undefined && blockedSet.has(address.toLowerCase());
}
