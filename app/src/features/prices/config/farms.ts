import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';

/**
 * A MasterChef farm (SPEC.md section 3 "Farm"), as data: tokens are manifest symbols, so the
 * addresses come from the chain's deployment manifest and the LP address from the factory's
 * CREATE2 rule. `pid: null` marks a price-only pair: no farm, but its reserves price a partner
 * token (LINK, UNI, ADA on the devnet).
 */
export interface FarmConfig {
  pid: number | null;
  lpSymbol: string;
  token: string;
  quoteToken: string;
  /** Archived farms are left out of every list (SPEC.md section 9). */
  isArchived?: boolean;
  /** Farms paying a partner token besides FLASK show the 'Dual' badge. */
  isDual?: boolean;
}

/** The devnet seed's farms (devnet/src/deploy/yield.ts SEED_FARMS) and the AMM pairs pricing pool rewards. */
const DEVNET_FARMS: readonly FarmConfig[] = [
  { pid: 1, lpSymbol: 'FLASK-BNB LP', token: 'FLASK', quoteToken: 'WBNB' },
  { pid: 2, lpSymbol: 'FLASK-BUSD LP', token: 'FLASK', quoteToken: 'BUSD' },
  { pid: 3, lpSymbol: 'USDT-BUSD LP', token: 'USDT', quoteToken: 'BUSD' },
  { pid: 4, lpSymbol: 'ETH-BNB LP', token: 'ETH', quoteToken: 'WBNB' },
  { pid: 5, lpSymbol: 'BTCB-BNB LP', token: 'BTCB', quoteToken: 'WBNB' },
  { pid: 6, lpSymbol: 'DOT-BNB LP', token: 'DOT', quoteToken: 'WBNB' },
  { pid: 7, lpSymbol: 'DOGE-BNB LP', token: 'DOGE', quoteToken: 'WBNB' },
  { pid: 8, lpSymbol: 'BUSD-BNB LP', token: 'BUSD', quoteToken: 'WBNB' },
  { pid: 9, lpSymbol: 'TWT-BNB LP', token: 'TWT', quoteToken: 'WBNB' },
  { pid: null, lpSymbol: 'LINK-ETH LP', token: 'LINK', quoteToken: 'ETH' },
  { pid: null, lpSymbol: 'UNI-ETH LP', token: 'UNI', quoteToken: 'ETH' },
  { pid: null, lpSymbol: 'ADA-BUSD LP', token: 'ADA', quoteToken: 'BUSD' },
] as const;

/** Farms per chain; chains not listed have none yet (added with their deployment). */
export const FARMS_BY_CHAIN: Readonly<Record<number, readonly FarmConfig[]>> = {
  [DEVNET_CHAIN_ID]: DEVNET_FARMS,
};

/** pid 8 BUSD-BNB is the reference for the BNB dollar price (SPEC.md section 9). */
export const BNB_PRICE_REFERENCE_PID = 8;
