// Farms, pools and vaults: APR, ROI, vault shares, stake limits and USD prices.
export * from './apr.ts';
export * from './roi.ts';
export * from './stake-limits.ts';
export * from './token-prices.ts';
export * from './usd-value.ts';
export * from './vault.ts';
