import type { SplitTrade, Token } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { splitRouteParts } from '../logic/splitRoute.ts';
import { DetailRow } from './DetailRow.tsx';
import { SwapRoute } from './SwapRoute.tsx';

/**
 * The Route line: the tokens a single route passes through (when there are more than two), or
 * each part of a split with its share: '60% via BUSD, 40% via BNB → USDT'.
 */
export function TradeRouteRow({ trade, wrappedNative }: { trade: SplitTrade; wrappedNative: Token | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const single = trade.isSplit ? undefined : trade.parts[0]!.route;
  if (single && single.path.length <= 2) return null;
  return (
    <DetailRow
      label={t('Route')}
      help={
        single
          ? t('Routing through these tokens resulted in the best price for your trade.')
          : t(
              'Your trade is split over these routes and executed in one transaction: together they give a better price than any single route.',
            )
      }
    >
      {single ? (
        <SwapRoute
          path={single.path}
          inputSymbol={trade.inputAmount.currency.symbol}
          outputSymbol={trade.outputAmount.currency.symbol}
        />
      ) : (
        <span className="font-semibold" data-testid="split-route">
          {t('%routes% → %symbol%', {
            routes: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
              splitRouteParts(trade, wrappedNative, locale).map(({ share, via }) =>
                via.length
                  ? t('%share% via %tokens%', { share, tokens: via.join(' › ') })
                  : t('%share% direct', { share }),
              ),
            ),
            symbol: trade.outputAmount.currency.symbol,
          })}
        </span>
      )}
    </DetailRow>
  );
}
