import type { Deployment } from '@/chain/deployments.ts';

export interface MenuLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface MenuEntry extends Partial<MenuLink> {
  label: string;
  items?: MenuLink[];
}

export const EXTERNAL_LINKS = {
  docs: 'https://docs.flaskswap.finance',
  website: 'https://flaskswap.finance',
  marketing: 'https://flaskswap.finance/marketing-solutions',
  community: 'https://t.me/FlaskSwap',
} as const;

/**
 * The main menu (SPEC.md section 2), plus the areas built since (IFO; Win: trading battle, farm
 * auction, prediction, lottery; Voting); Exchange opens with FLASK preselected as the output. The
 * desktop row is full at 1280 px: new areas go into a group.
 */
export function buildMenu(deployment: Deployment | undefined): MenuEntry[] {
  const flask = deployment?.tokens.FLASK;
  return [
    { label: 'Home', href: '/' },
    {
      label: 'Trade',
      items: [
        { label: 'Exchange', href: flask ? `/swap?outputCurrency=${flask}` : '/swap' },
        { label: 'Liquidity', href: '/pool' },
      ],
    },
    { label: 'Farms', href: '/farms' },
    { label: 'Pools', href: '/pools' },
    { label: 'IFO', href: '/ifo' },
    {
      label: 'Win',
      items: [
        { label: 'Trading Battle', href: '/competition' },
        { label: 'Farm Auction', href: '/farms/auction' },
        { label: 'Prediction', href: '/prediction' },
        { label: 'Lottery', href: '/lottery' },
      ],
    },
    { label: 'Info', href: '/info' },
    { label: 'Voting', href: '/voting' },
    { label: 'Docs', href: EXTERNAL_LINKS.docs, external: true },
    { label: 'Website', href: EXTERNAL_LINKS.website, external: true },
    { label: 'Marketing Solutions', href: EXTERNAL_LINKS.marketing, external: true },
  ];
}
