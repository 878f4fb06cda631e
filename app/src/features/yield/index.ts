// Yield: what every yield screen (farms, pools, the vault, home) shares. Data (no UI of its own):
// the layout from the manifest's farms and pools, ONE public multicall (token and LP prices from
// AMM reserves, MasterChef farms, SmartChef pools, the vault, FLASK supply) and ONE per-account
// multicall (stakes, balances, allowances, earnings); USD and amount formatting. UI: the list page
// (state, filter, toolbar and list), the row and card shells, the earnings and stake panels, the
// amount modal, Enable and the token logos.
export { EnableButton } from './components/EnableButton.tsx';
export { StakeAmountModal } from './components/StakeAmountModal.tsx';
export { type ListPreferenceKeys, useYieldListState } from './components/useYieldListState.ts';
export { YieldCard, YieldCardLine, YieldCell, YieldRow } from './components/YieldItem.tsx';
export { YieldListing } from './components/YieldListing.tsx';
export { EarningsPanel, StakedAmount, YieldPanel } from './components/YieldPanel.tsx';
export { YieldLogos, YieldTokenLogo } from './components/YieldTokenLogo.tsx';
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
export { swapLinkFor, useYieldCurrency } from './data/useYieldCurrency.ts';
export { useYieldLayout, useYieldMarket, useYieldPositions } from './data/useYieldMarket.ts';
export { formatBalance, formatEarned, formatPercent, formatStaked, formatUsd } from './logic/format.ts';
export { isStaked, type ListFilter, selectListed, YIELD_PAGE_SIZE } from './logic/listFilter.ts';
export { type StakePanel, type StakePanelState, stakePanelState } from './logic/stakePanelState.ts';
