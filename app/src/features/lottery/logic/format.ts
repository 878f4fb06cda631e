import { DEFAULT_FORMAT_LOCALE } from '@flaskswap/sdk';
import { formatStaked, formatUsd } from '@/features/yield';
import { flaskToUsd } from './rounds.ts';

/** FLASK amounts: 3 decimals, grouped ('1,234.567'). */
export function formatFlask(amount: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatStaked(amount, 18, undefined, locale);
}

/** '~$12.34' from FLASK at the yield screens' FLASK price; '-' while it is unknown. */
export function formatFlaskUsd(
  amount: bigint,
  flaskUsd: number | undefined,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  const usd = flaskToUsd(amount, flaskUsd);
  return usd === undefined ? '-' : `~${formatUsd(usd, locale)}`;
}
