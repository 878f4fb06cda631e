import { formatFixed, shortenAddress } from '@flaskswap/sdk';

const WEI_PER_FLASK = 10n ** 18n;

/** Voting power in FLASK, 3 decimals, grouped ('1,234.567'). */
export function formatVotingPower(wei: bigint): string {
  return formatFixed(wei, WEI_PER_FLASK, 3, { groupSeparator: ',', rounding: 'down' });
}

/** A share in basis points as a percentage with 2 decimals ('12.34%'). */
export function formatShareBps(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

/** A unix time in the reader's locale. */
export function formatDateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString();
}

export const shortAccount = (address: string) => shortenAddress(address);
