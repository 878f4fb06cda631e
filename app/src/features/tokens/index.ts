// The tokens feature's public API: what swap, liquidity and other features may use.

export { CurrencyInputPanel, type CurrencyInputPanelProps } from './components/CurrencyInputPanel.tsx';
export { CurrencyLogo } from './components/CurrencyLogo.tsx';
export { CurrencySearchButton } from './components/CurrencySearchButton.tsx';
export { CurrencySearchModal, type CurrencySearchModalProps } from './components/CurrencySearchModal.tsx';
export { CurrencySymbol } from './components/CurrencySymbol.tsx';
export type { ImportTokenModalProps } from './components/import/ImportTokenModal.tsx';
export { LazyImportTokenModal } from './components/import/LazyImportTokenModal.tsx';
export { LazyUnsupportedCurrencyFooter } from './components/LazyUnsupportedCurrencyFooter.tsx';
export { useDebouncedValue } from './components/useDebouncedValue.ts';
export { tokenInfoCalls } from './data/tokenInfoCalls.ts';
export { useCommonBases } from './data/useCommonBases.ts';
export { useCurrency, useToken } from './data/useCurrency.ts';
export { useCurrencyBalance, useCurrencyBalances } from './data/useCurrencyBalances.ts';
export { nativeCurrencyOf, useNativeCurrency } from './data/useNativeCurrency.ts';
export {
  deserializeToken,
  parseAddress,
  serializeToken,
  useAllTokens,
  useIsTokenActive,
  useIsUnsupportedCurrency,
  useIsUserAddedToken,
  useUnsupportedTokens,
  useUserAddedTokens,
} from './data/useTokens.ts';
export { addTrackedPair, removeTrackedPair, useTrackedPairs } from './data/useTrackedPairs.ts';
export type { TokenInfo, TokenList, Version } from './lists/types.ts';
export { ListToken } from './logic/listToken.ts';
export { safeText } from './logic/safeText.ts';
