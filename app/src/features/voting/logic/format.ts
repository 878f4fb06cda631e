import { DEFAULT_FORMAT_LOCALE, formatFixed, formatNumber, shortenAddress, withPercentSign } from '@flaskswap/sdk';

const WEI_PER_FLASK = 10n ** 18n;

/** Voting power in FLASK, 3 decimals, grouped ('1,234.567'). */
export function formatVotingPower(wei: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatFixed(wei, WEI_PER_FLASK, 3, { grouping: true, rounding: 'down', locale });
}

/** A share in basis points as a percentage with 2 decimals ('12.34%'). */
export function formatShareBps(bps: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return withPercentSign(formatNumber(bps / 100, locale, 2, true), locale);
}

export const shortAccount = (address: string) => shortenAddress(address);
