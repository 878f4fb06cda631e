import type { Currency } from '@flaskswap/sdk';
import { useState } from 'react';
import { cn } from '@/ui/cn.ts';
import { ListToken } from '../listToken.ts';
import { safeLogoUrl } from '../logoUrl.ts';

export interface CurrencyLogoProps {
  currency: Currency | null | undefined;
  /** Pixels. */
  size?: number;
  className?: string;
}

/** A round logo: the list's image when it loads, else the symbol's first letters. */
export function CurrencyLogo({ currency, size = 24, className }: CurrencyLogoProps) {
  const logo = currency instanceof ListToken ? safeLogoUrl(currency.logoURI) : undefined;
  const [failed, setFailed] = useState<string | undefined>();
  const style = { width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.36)) };
  if (currency?.isNative) {
    return (
      <span
        aria-hidden="true"
        style={style}
        className={cn(
          'inline-grid shrink-0 place-items-center rounded-full bg-[#f0b90b] font-bold text-white',
          className,
        )}
      >
        BNB
      </span>
    );
  }
  if (logo && failed !== logo) {
    return (
      <img
        src={logo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(logo)}
        className={cn('shrink-0 rounded-full bg-input object-cover', className)}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-input font-bold text-muted',
        className,
      )}
    >
      {(currency?.symbol ?? '?').slice(0, 3)}
    </span>
  );
}
