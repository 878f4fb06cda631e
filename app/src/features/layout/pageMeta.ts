import { DEFAULT_FORMAT_LOCALE, formatNumber, withUsdSign } from '@flaskswap/sdk';
import { type MessageText, msg } from '@/i18n/message.ts';

/** Page titles by path (SPEC.md section 2), most specific first. */
const TITLES: ReadonlyArray<readonly [path: string, title: MessageText]> = [
  ['/competition', msg('Trading Battle')],
  ['/prediction', msg('Prediction')],
  ['/farms/auction', msg('Community Farm Auction')],
  ['/farms', msg('Farms')],
  ['/pools', msg('Pools')],
  ['/lottery', msg('Lottery')],
  ['/collectibles', msg('Collectibles')],
  ['/ifo', msg('Initial Farm Offering')],
  ['/teams', msg('Leaderboard')],
  ['/profile/tasks', msg('Task Center')],
  ['/profile', msg('Your Profile')],
  ['/voting', msg('Voting')],
  ['/approvals', msg('Token Approvals')],
  ['/migrate', msg('Migrate Liquidity')],
];

export const PRODUCT_NAME = 'FlaskSwap';
export const DEFAULT_DESCRIPTION = msg(
  'Swap tokens, provide liquidity and earn FLASK on BNB Smart Chain, with fees that reward liquidity providers and burn FLASK.',
);
export const SHARE_IMAGE = '/og-image.png';

export interface PageMeta {
  title: string;
  description: string;
  image: string;
}

function titleFor(pathname: string): MessageText | undefined {
  if (pathname === '/') return msg('Home');
  const match = TITLES.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return match?.[1];
}

/**
 * The document title for a path: '<page> | FlaskSwap', or the default title elsewhere, led by
 * the FLASK price with 3 decimals when it is known.
 */
export function getPageMeta(
  pathname: string,
  translate: (key: MessageText) => string,
  flaskPriceUsd?: number,
  locale: string = DEFAULT_FORMAT_LOCALE,
): PageMeta {
  const page = titleFor(pathname);
  let title = page ? `${translate(page)} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  if (flaskPriceUsd !== undefined && Number.isFinite(flaskPriceUsd) && flaskPriceUsd > 0) {
    title = `${withUsdSign(formatNumber(flaskPriceUsd, locale, 3, true), locale)} - ${title}`;
  }
  return { title, description: translate(DEFAULT_DESCRIPTION), image: SHARE_IMAGE };
}
