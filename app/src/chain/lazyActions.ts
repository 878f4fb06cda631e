// viem and wagmi actions that no first paint calls (sending and following transactions, resolving
// names, the wallet's signatures and requests): imported with `await import('@/chain/lazyActions.ts')`
// where they are used, so their code (transaction preparation, receipts, ENS) loads on the first
// use. The wagmi ones take the config from `loadWalletConfig()` (chain/connection.ts).
export {
  estimateContractGas,
  getBlock,
  getEnsAddress,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  simulateContract,
  waitForTransactionReceipt,
} from 'viem/actions';
export { disconnect, signMessage, signTypedData, switchChain, watchAsset, writeContract } from 'wagmi/actions';
