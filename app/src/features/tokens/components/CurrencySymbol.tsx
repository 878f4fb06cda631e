import { type Currency, shortenSymbol } from '@flaskswap/sdk';

/** A symbol as plain text, long ones shortened (first 4 + ... + last 5), the full one on hover. */
export function CurrencySymbol({ currency, className }: { currency: Currency; className?: string }) {
  const short = shortenSymbol(currency.symbol);
  return (
    <span className={className} title={short === currency.symbol ? undefined : currency.symbol}>
      {short}
    </span>
  );
}
