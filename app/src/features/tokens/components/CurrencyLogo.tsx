import type { Currency } from '@flaskswap/sdk';
import { cn } from '@/ui/cn.ts';
import { devnetLogoOf, NATIVE_LOGO_URI } from '../lists/devnetLogos.ts';
import { ListToken } from '../logic/listToken.ts';
import { safeLogoUrl } from '../logic/logoUrl.ts';
import { RemoteLogo } from './RemoteLogo.tsx';

export interface CurrencyLogoProps {
  currency: Currency | null | undefined;
  /** Pixels. */
  size?: number;
  className?: string;
}

/** A round logo: the list's (or the devnet token's) image when it loads, else the symbol's first letters. */
export function CurrencyLogo({ currency, size = 24, className }: CurrencyLogoProps) {
  const native = currency?.isNative === true;
  const listLogo = currency instanceof ListToken ? safeLogoUrl(currency.logoURI) : undefined;
  const tokenLogo = listLogo ?? (currency?.isToken ? devnetLogoOf(currency.chainId, currency.address) : undefined);
  return (
    <RemoteLogo
      src={native ? NATIVE_LOGO_URI : tokenLogo}
      size={size}
      className={className}
      fallback={
        <span
          aria-hidden="true"
          data-testid="currency-logo-placeholder"
          style={{ width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.36)) }}
          className={cn(
            'inline-grid shrink-0 place-items-center overflow-hidden rounded-full font-bold',
            native ? 'bg-[#f0b90b] text-black' : 'bg-input text-muted',
            className,
          )}
        >
          {native ? 'BNB' : (currency?.symbol ?? '?').slice(0, 3)}
        </span>
      }
    />
  );
}
