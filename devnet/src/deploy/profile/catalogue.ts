// What the profile step deploys besides code: the collections' designs, the campaigns and the
// teams, with the words users read. Every text here ends up on chain or in metadata the app shows.
import { parseEther } from 'viem';

export type ProfileCollectionType = 'bunnies' | 'alchemists';

export const PROFILE_COLLECTIONS = {
  bunnies: { contractName: 'FlaskBunnies', name: 'Flask Bunnies', symbol: 'FBUN' },
  alchemists: { contractName: 'FlaskAlchemists', name: 'Flask Alchemists', symbol: 'FALC' },
} as const satisfies Record<ProfileCollectionType, { contractName: string; name: string; symbol: string }>;

/** The accessory that tells one design from the others (profile/art.ts draws each). */
export type Accessory =
  | 'goggles'
  | 'beaker'
  | 'bubbles'
  | 'spark'
  | 'frost'
  | 'flag'
  | 'shield'
  | 'round-flask'
  | 'vial'
  | 'cauldron'
  | 'alembic';

/** Colours of one design: background gradient, fur (or robe), accent. */
export interface Palette {
  background: [string, string];
  fur: string;
  accent: string;
}

export interface Design {
  collection: ProfileCollectionType;
  bunnyId: number;
  identifier: string;
  name: string;
  description: string;
  accessory: Accessory;
  palette: Palette;
}

/** Flask Bunnies 0-4: the starters anyone may mint once (FlaskStarterFactory). */
export const STARTER_DESIGNS: Design[] = [
  {
    collection: 'bunnies',
    bunnyId: 0,
    identifier: 'goggles-bunny',
    name: 'Goggles Bunny',
    description: 'Never starts an experiment without its lab goggles on.',
    accessory: 'goggles',
    palette: { background: ['#7fd6f5', '#3a86c8'], fur: '#f4ede4', accent: '#2f4858' },
  },
  {
    collection: 'bunnies',
    bunnyId: 1,
    identifier: 'beaker-bunny',
    name: 'Beaker Bunny',
    description: 'Carries a beaker of fresh FLASK syrup wherever it hops.',
    accessory: 'beaker',
    palette: { background: ['#ffd59a', '#f08a4b'], fur: '#d9b38c', accent: '#46c2a0' },
  },
  {
    collection: 'bunnies',
    bunnyId: 2,
    identifier: 'bubbles-bunny',
    name: 'Bubbles Bunny',
    description: 'Its potions fizz so much that bubbles follow it around.',
    accessory: 'bubbles',
    palette: { background: ['#d6c5ff', '#8a6ee0'], fur: '#ffffff', accent: '#ff8fc8' },
  },
  {
    collection: 'bunnies',
    bunnyId: 3,
    identifier: 'spark-bunny',
    name: 'Spark Bunny',
    description: 'Charged up by one reaction too many.',
    accessory: 'spark',
    palette: { background: ['#fff3a3', '#f2c230'], fur: '#8c8c9c', accent: '#ff6b2c' },
  },
  {
    collection: 'bunnies',
    bunnyId: 4,
    identifier: 'frost-bunny',
    name: 'Frost Bunny',
    description: 'Keeps the lab cool with a flask of liquid frost.',
    accessory: 'frost',
    palette: { background: ['#e0fbff', '#7cc7e8'], fur: '#eef6ff', accent: '#2d7fc1' },
  },
];

/** Flask Bunnies minted by achievement campaigns. */
export const CAMPAIGN_DESIGNS = {
  labPioneer: {
    collection: 'bunnies',
    bunnyId: 5,
    identifier: 'lab-pioneer-bunny',
    name: 'Lab Pioneer Bunny',
    description: 'Planted the first flag in the FlaskSwap lab.',
    accessory: 'flag',
    palette: { background: ['#b7f0c4', '#3fae6a'], fur: '#f6efe2', accent: '#e2463f' },
  },
  battleBrewer: {
    collection: 'bunnies',
    bunnyId: 6,
    identifier: 'battle-brewer-bunny',
    name: 'Battle Brewer Bunny',
    description: 'Brewed its way through a team battle and came back with a shield.',
    accessory: 'shield',
    palette: { background: ['#ffc2b8', '#c8443a'], fur: '#a57a5a', accent: '#ffd447' },
  },
} as const satisfies Record<string, Design>;

export interface AlchemistDesign extends Design {
  /** Points a profile needs before it may mint (FlaskCollectibleFactory's thresholdUser). */
  thresholdPoints: bigint;
  /** FLASK burned to mint. */
  flaskCost: bigint;
}

/** Flask Alchemists, minted by FlaskCollectibleFactory to active profiles with enough points. */
export const ALCHEMIST_DESIGNS: AlchemistDesign[] = [
  {
    collection: 'alchemists',
    bunnyId: 0,
    identifier: 'apprentice-alchemist',
    name: 'Apprentice Alchemist',
    description: 'Has learned to hold a round flask without spilling it. Mostly.',
    accessory: 'round-flask',
    palette: { background: ['#c9f2e6', '#4bb59a'], fur: '#5b4a8a', accent: '#9af0c8' },
    thresholdPoints: 0n,
    flaskCost: parseEther('1'),
  },
  {
    collection: 'alchemists',
    bunnyId: 1,
    identifier: 'potion-mixer',
    name: 'Potion Mixer',
    description: 'Mixes a new potion in a slim vial every block.',
    accessory: 'vial',
    palette: { background: ['#ffd6e8', '#e0608f'], fur: '#2e5a88', accent: '#ffe066' },
    thresholdPoints: 0n,
    flaskCost: parseEther('2'),
  },
  {
    collection: 'alchemists',
    bunnyId: 2,
    identifier: 'elixir-sage',
    name: 'Elixir Sage',
    description: 'Stirs the cauldron the whole lab gathers around.',
    accessory: 'cauldron',
    palette: { background: ['#e8ddc8', '#a88b5c'], fur: '#3d6b3a', accent: '#b05cff' },
    thresholdPoints: 50n,
    flaskCost: parseEther('3'),
  },
  {
    collection: 'alchemists',
    bunnyId: 3,
    identifier: 'grand-distiller',
    name: 'Grand Distiller',
    description: 'Master of the copper alembic; only the lab’s most seasoned reach it.',
    accessory: 'alembic',
    palette: { background: ['#2b2350', '#6b3fa0'], fur: '#1a1a2e', accent: '#f2a541' },
    thresholdPoints: 500n,
    flaskCost: parseEther('5'),
  },
];

export type CampaignType = 'ifo' | 'teambattle' | 'participation';

export interface CampaignPlan {
  /** Its key in the manifest's contracts. */
  contractName: string;
  campaignId: number;
  type: CampaignType;
  title: string;
  description: string;
  numberPoints: bigint;
  /** The achievement NFT it mints; none for a points-only campaign (bunnyId 255 on chain). */
  design?: Design;
  /** Colours of the badge drawn for a campaign without an NFT. */
  badgePalette?: Palette;
  /** Profiles with a user id up to this one may claim (0: only the addresses the owner lists). */
  thresholdUserId: bigint;
}

/** bunnyId a campaign passes when it mints no NFT. */
export const NO_BUNNY_ID = 255;

export const CAMPAIGN_PLANS = {
  labPioneer: {
    contractName: 'LabPioneerCampaign',
    campaignId: 1,
    type: 'participation',
    title: 'Lab Pioneer',
    description: 'Set up your FlaskSwap profile and join the lab.',
    numberPoints: 50n,
    design: CAMPAIGN_DESIGNS.labPioneer,
    thresholdUserId: 1_000_000n,
  },
  battleBrewer: {
    contractName: 'BattleBrewerCampaign',
    campaignId: 2,
    type: 'teambattle',
    title: 'Battle Brewer',
    description: 'Brewed for your team in the first team battle.',
    numberPoints: 100n,
    design: CAMPAIGN_DESIGNS.battleBrewer,
    thresholdUserId: 0n,
  },
  launchLab: {
    contractName: 'LaunchLabCampaign',
    campaignId: 3,
    type: 'ifo',
    title: 'Launch Lab',
    description: 'Committed to the Launch Lab token offering.',
    numberPoints: 30n,
    badgePalette: { background: ['#d8e8ff', '#5a7bd8'], fur: '#ffffff', accent: '#46c2a0' },
    thresholdUserId: 0n,
  },
} as const satisfies Record<string, CampaignPlan>;

export interface TeamPlan {
  id: number;
  name: string;
  description: string;
  joinable: boolean;
  palette: Palette;
  emblem: 'storm' | 'falcon' | 'kettle';
}

/** Team ids follow the order of addTeam (1, 2, 3). */
export const TEAM_PLANS: TeamPlan[] = [
  {
    id: 1,
    name: 'Syrup Storm',
    description: 'Sweet, fast and loud: the storm that swirls through every pool.',
    joinable: true,
    palette: { background: ['#9fd8ff', '#3557c9'], fur: '#ffffff', accent: '#ffcf3f' },
    emblem: 'storm',
  },
  {
    id: 2,
    name: 'Fizzy Falcons',
    description: 'Sharp eyes on every price and bubbles under the wings.',
    joinable: true,
    palette: { background: ['#ffe0a8', '#e2673a'], fur: '#fff6e8', accent: '#7a3b1e' },
    emblem: 'falcon',
  },
  {
    id: 3,
    name: 'Copper Kettles',
    description: 'The founding brewers. Their kettle is full: no new members for now.',
    joinable: false,
    palette: { background: ['#f3c9a0', '#b5652f'], fur: '#7a3e1d', accent: '#ffe2b8' },
    emblem: 'kettle',
  },
];
