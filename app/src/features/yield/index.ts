// Yield data every yield screen shares (no UI): the layout from the manifest's farms and pools,
// ONE public multicall (token and LP prices from AMM reserves, MasterChef farms, SmartChef pools,
// the vault, FLASK supply) and ONE per-account multicall (stakes, balances, allowances, earnings),
// read by the page title, home, farms, pools and the vault; plus USD and amount formatting.
export type { YieldTokenRef } from './data/layout.ts';
export type {
  FarmPosition,
  VaultMarket,
  VaultPosition,
  YieldMarket,
  YieldPositions,
  YieldToken,
} from './data/types.ts';
export { useFlaskUsdPrice } from './data/useFlaskUsdPrice.ts';
export { useYieldLayout, useYieldMarket, useYieldPositions } from './data/useYieldMarket.ts';
export { formatBalance, formatEarned, formatPercent, formatStaked, formatUsd } from './logic/format.ts';
