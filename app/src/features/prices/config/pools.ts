import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';

/** SPEC.md section 3 "Pool" poolCategory; Binance is the native-coin pool (no approval). */
export type PoolCategory = 'Core' | 'Community' | 'Binance';

/** A SmartChef pool: its manifest contract name and what the list shows about it. */
export interface PoolConfig {
  /** deployments/<chainId>.json contracts key, e.g. SmartChef_FLASK_ETH. */
  contractName: string;
  /** Manifest token symbols; 'BNB' stakes the native coin. */
  stakingToken: string;
  earningToken: string;
  category: PoolCategory;
  projectLink: string;
  /** Marked finished by hand (also finished once the end block has passed). */
  isFinished?: boolean;
  /** Pays a second reward token ('Dual' badge). */
  isDual?: boolean;
}

export const FLASKSWAP_SITE = 'https://flaskswap.finance';

/** What the pools list shows per reward token: category and project site (SPEC.md section 3). */
const PROJECTS: Readonly<Record<string, { category: PoolCategory; projectLink: string }>> = {
  ETH: { category: 'Core', projectLink: 'https://ethereum.org' },
  BTCB: { category: 'Core', projectLink: 'https://bitcoin.org' },
  DOGE: { category: 'Community', projectLink: 'https://dogecoin.com' },
  TWT: { category: 'Core', projectLink: 'https://trustwallet.com' },
  LINK: { category: 'Community', projectLink: 'https://chain.link' },
  UNI: { category: 'Core', projectLink: 'https://uniswap.org' },
  ADA: { category: 'Community', projectLink: 'https://cardano.org' },
};

const SMARTCHEF_NAME = /^SmartChef_([A-Za-z0-9]+)_([A-Za-z0-9]+)$/;

/**
 * The devnet's pools, in manifest order: every contracts entry named SmartChef_<STAKED>_<EARNED>
 * (the deploy step's naming, docs/yield.md). Unknown reward tokens are Community pools.
 */
export function poolsFromManifest(contracts: Readonly<Record<string, string>>): PoolConfig[] {
  const pools: PoolConfig[] = [];
  for (const name of Object.keys(contracts)) {
    const match = name.match(SMARTCHEF_NAME);
    if (!match) continue;
    const [, stakingToken, earningToken] = match as unknown as [string, string, string];
    const project = PROJECTS[earningToken];
    pools.push({
      contractName: name,
      stakingToken,
      earningToken,
      category: stakingToken === 'BNB' ? 'Binance' : (project?.category ?? 'Community'),
      projectLink: project?.projectLink ?? FLASKSWAP_SITE,
    });
  }
  return pools;
}

/** Pools listed by hand per chain; other chains derive them from their manifest. */
export const POOLS_BY_CHAIN: Readonly<Partial<Record<number, readonly PoolConfig[]>>> = {};

export function poolConfigsFor(chainId: number, contracts: Readonly<Record<string, string>>): readonly PoolConfig[] {
  return POOLS_BY_CHAIN[chainId] ?? (chainId === DEVNET_CHAIN_ID ? poolsFromManifest(contracts) : []);
}
