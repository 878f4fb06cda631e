// viem actions that no first paint calls (sending and following transactions, resolving names):
// imported with `await import('@/chain/lazyActions.ts')` where they are used, so their code
// (transaction preparation, receipts, ENS) loads on the first use.
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
export { writeContract } from 'wagmi/actions';
