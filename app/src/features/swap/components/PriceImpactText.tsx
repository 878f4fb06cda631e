import { formatPriceImpact, type Percent, priceImpactSeverity } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { cn } from '@/ui/cn.ts';

const SEVERITY_COLOR = ['text-success', 'text-text', 'text-warning', 'text-danger', 'text-danger'] as const;

/** The price impact ('<0.01%' below one basis point), coloured by its severity tier. */
export function PriceImpactText({ priceImpact }: { priceImpact: Percent }) {
  const severity = priceImpactSeverity(priceImpact);
  const locale = useFormatLocale();
  return (
    <span data-testid="price-impact" data-severity={severity} className={cn('font-semibold', SEVERITY_COLOR[severity])}>
      {formatPriceImpact(priceImpact, locale)}
    </span>
  );
}
