import type { Deployment } from '@/chain/deployments.ts';
import { type MessageText, msg } from '@/i18n/message.ts';

export interface MenuLink {
  label: MessageText;
  href: string;
  external?: boolean;
}

export interface MenuEntry extends Partial<MenuLink> {
  label: MessageText;
  items?: MenuLink[];
}

export const EXTERNAL_LINKS = {
  docs: 'https://docs.flaskswap.finance',
  website: 'https://flaskswap.finance',
  marketing: 'https://flaskswap.finance/marketing-solutions',
  community: 'https://t.me/FlaskSwap',
} as const;

/**
 * The main menu (SPEC.md section 2), plus the areas built since (IFO; Win: trading competition, farm
 * auction, prediction, lottery; Profile: the profile, its tasks, the teams' leaderboard, collectibles;
 * Voting); Exchange opens with FLASK preselected as the output. The
 * desktop row is full at 1280 px: new areas go into a group.
 */
export function buildMenu(deployment: Deployment | undefined): MenuEntry[] {
  const flask = deployment?.tokens.FLASK;
  return [
    { label: msg('Home'), href: '/' },
    {
      label: msg('Trade'),
      items: [
        { label: msg('Exchange'), href: flask ? `/swap?outputCurrency=${flask}` : '/swap' },
        { label: msg('Liquidity'), href: '/pool' },
        { label: msg('Migrate'), href: '/migrate' },
      ],
    },
    { label: msg('Farms'), href: '/farms' },
    { label: msg('Pools'), href: '/pools' },
    { label: msg('IFO'), href: '/ifo' },
    {
      label: msg('Win'),
      items: [
        { label: msg('Trading Battle'), href: '/competition' },
        { label: msg('Farm Auction'), href: '/farms/auction' },
        { label: msg('Prediction'), href: '/prediction' },
        { label: msg('Lottery'), href: '/lottery' },
      ],
    },
    {
      label: msg('Profile'),
      items: [
        { label: msg('Your Profile'), href: '/profile' },
        { label: msg('Task Center'), href: '/profile/tasks' },
        { label: msg('Leaderboard'), href: '/teams' },
        { label: msg('Collectibles'), href: '/collectibles' },
      ],
    },
    { label: msg('Info'), href: '/info' },
    { label: msg('Voting'), href: '/voting' },
    { label: msg('Docs'), href: EXTERNAL_LINKS.docs, external: true },
    { label: msg('Website'), href: EXTERNAL_LINKS.website, external: true },
    { label: msg('Marketing Solutions'), href: EXTERNAL_LINKS.marketing, external: true },
  ];
}
