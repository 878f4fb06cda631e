// Yield market data: ONE public multicall (token and LP prices from AMM reserves, MasterChef
// farms, SmartChef pools, the vault, FLASK supply) and ONE per-account multicall (stakes,
// balances, allowances, earnings), shared by the page title, home, farms and pools; plus what
// every yield screen shares on top of it: USD/amount formatting and the write-and-toast helpers.
export type { PoolCategory } from './config/pools.ts';
export { formatBalance, formatEarned, formatPercent, formatStaked, formatUsd } from './format.ts';
export type { YieldTokenRef } from './market/layout.ts';
export type {
  FarmPosition,
  VaultMarket,
  VaultPosition,
  YieldMarket,
  YieldPositions,
  YieldToken,
} from './market/types.ts';
export { useYieldLayout, useYieldMarket, useYieldPositions } from './market/useYieldMarket.ts';
export { useFlaskUsdPrice } from './useFlaskUsdPrice.ts';
