/** Page titles by path (SPEC.md section 2), most specific first. */
const TITLES: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/competition', 'Trading Battle'],
  ['/prediction', 'Prediction'],
  ['/farms/auction', 'Community Farm Auction'],
  ['/farms', 'Farms'],
  ['/pools', 'Pools'],
  ['/lottery', 'Lottery'],
  ['/collectibles', 'Collectibles'],
  ['/ifo', 'Initial Farm Offering'],
  ['/teams', 'Leaderboard'],
  ['/profile/tasks', 'Task Center'],
  ['/profile', 'Your Profile'],
  ['/voting', 'Voting'],
];

export const PRODUCT_NAME = 'FlaskSwap';
export const DEFAULT_DESCRIPTION =
  'Swap tokens, provide liquidity and earn FLASK on BNB Smart Chain, with fees that reward liquidity providers and burn FLASK.';
export const SHARE_IMAGE = '/og-image.png';

export interface PageMeta {
  title: string;
  description: string;
  image: string;
}

function titleFor(pathname: string): string | undefined {
  if (pathname === '/') return 'Home';
  const match = TITLES.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return match?.[1];
}

/**
 * The document title for a path: '<page> | FlaskSwap', or the default title elsewhere, led by
 * the FLASK price with 3 decimals when it is known.
 */
export function getPageMeta(pathname: string, translate: (key: string) => string, flaskPriceUsd?: number): PageMeta {
  const page = titleFor(pathname);
  let title = page ? `${translate(page)} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  if (flaskPriceUsd !== undefined && Number.isFinite(flaskPriceUsd) && flaskPriceUsd > 0) {
    title = `$${flaskPriceUsd.toFixed(3)} - ${title}`;
  }
  return { title, description: translate(DEFAULT_DESCRIPTION), image: SHARE_IMAGE };
}
