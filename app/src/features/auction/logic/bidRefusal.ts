// The sdk words a refused bid in English with its amounts built in; here each refusal becomes one
// translated key with an %amount% placeholder, the amount formatted exactly as the sdk states it.
import { auctionBidMessages, type BidContext, DISPLAY_PRECISION, formatAmount, nextValidBid } from '@flaskswap/sdk';
import type { Translate } from '@/i18n/message.ts';

const exactFlask = (raw: bigint, locale?: string) => formatAmount(raw, 18, DISPLAY_PRECISION.maxDecimals, { locale });

export function translateBidRefusal(refusal: string, context: BidContext, t: Translate, locale?: string): string {
  const minimum = nextValidBid(0n, context.initialBidAmount, context.bidIncrement);
  switch (refusal) {
    case auctionBidMessages.enterAmount:
      return t('Enter an amount');
    case auctionBidMessages.insufficientBalance:
      return t('Insufficient FLASK balance');
    case auctionBidMessages.tooLow(minimum):
      return t('Your first bid must be at least %amount% FLASK', { amount: exactFlask(minimum, locale) });
    case auctionBidMessages.notMultiple(context.bidIncrement):
      return t('Bids must be a multiple of %amount% FLASK', { amount: exactFlask(context.bidIncrement, locale) });
    default:
      // validateBid returns only the catalogue's texts: a new one must be added above.
      throw new Error(`Untranslated bid refusal: ${refusal}`);
  }
}
