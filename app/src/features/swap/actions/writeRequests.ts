// The swap's and the wrap's write requests with the router's and WBNB's ABIs: imported on the
// first swap review, swap or wrap, so the form renders and quotes without them.
import { flaskPairAbi, flaskRouterAbi, flaskSplitRouterAbi, wbnbAbi } from '@flaskswap/contracts';
import type { CurrencyAmount, SplitTrade } from '@flaskswap/sdk';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import type { SwapDeployment } from '../data/useSwapChainConfig.ts';
import { type SwapCallOptions, splitCallCandidates, swapCallCandidates } from '../logic/swapCalls.ts';
import type { WrapType } from '../logic/wrap.ts';

const pairErrors = flaskPairAbi.filter((item) => item.type === 'error');
/** The routers' ABIs plus the pair's custom errors, so a revert inside a pair is decoded by name. */
const routerAbiWithPairErrors = [...flaskRouterAbi, ...pairErrors];
const splitRouterAbiWithPairErrors = [...flaskSplitRouterAbi, ...pairErrors];

/**
 * The trade's candidate calls (the plain method, then the fee-on-transfer variant), in order:
 * the router's for a single route, the split router's for a split.
 */
export function swapRequests(
  swap: SwapDeployment,
  trade: SplitTrade,
  options: SwapCallOptions,
  summary: string,
): WriteRequest[] {
  if (!trade.isSplit) {
    return swapCallCandidates(trade, options).map((call) =>
      writeRequest({ address: swap.router, abi: routerAbiWithPairErrors, ...call, summary }),
    );
  }
  const splitRouter = swap.splitRouter;
  if (!splitRouter) throw new Error('No split router on this chain');
  return splitCallCandidates(trade, options).map((call) =>
    writeRequest({ address: splitRouter, abi: splitRouterAbiWithPairErrors, ...call, summary }),
  );
}

/** WBNB's deposit of the amount in BNB (wrap) or withdraw of the amount in WBNB (unwrap). */
export function wrapRequest(wrapType: Exclude<WrapType, 'NOT_APPLICABLE'>, amount: CurrencyAmount, summary: string) {
  const address = amount.currency.wrapped.address;
  return wrapType === 'WRAP'
    ? writeRequest({ address, abi: wbnbAbi, functionName: 'deposit', value: amount.raw, summary })
    : writeRequest({ address, abi: wbnbAbi, functionName: 'withdraw', args: [amount.raw], summary });
}
