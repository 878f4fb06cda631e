import { DEFAULT_FORMAT_LOCALE } from '@flaskswap/sdk';
import { formatUsd } from '@/features/yield';
import { flaskToUsd } from './rounds.ts';

/** '~$12.34' from FLASK at the yield screens' FLASK price; '-' while it is unknown. */
export function formatFlaskUsd(
  amount: bigint,
  flaskUsd: number | undefined,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  const usd = flaskToUsd(amount, flaskUsd);
  return usd === undefined ? '-' : `~${formatUsd(usd, locale)}`;
}
