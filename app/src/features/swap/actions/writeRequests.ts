// The swap's and the wrap's write requests with the router's and WBNB's ABIs: imported on the
// first swap review, swap or wrap, so the form renders and quotes without them.
import { flaskPairAbi, flaskRouterAbi, wbnbAbi } from '@flaskswap/contracts';
import type { CurrencyAmount, Trade } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import { type SwapCallOptions, swapCallCandidates } from '../logic/swapCalls.ts';
import type { WrapType } from '../logic/wrap.ts';

/** The router's ABI plus the pair's custom errors, so a revert inside a pair is decoded by name. */
const routerAbiWithPairErrors = [...flaskRouterAbi, ...flaskPairAbi.filter((item) => item.type === 'error')];

/** The trade's candidate router calls (the plain method, then the fee-on-transfer variant), in order. */
export function swapRequests(router: Address, trade: Trade, options: SwapCallOptions, summary: string): WriteRequest[] {
  return swapCallCandidates(trade, options).map((call) =>
    writeRequest({ address: router, abi: routerAbiWithPairErrors, ...call, summary }),
  );
}

/** WBNB's deposit of the amount in BNB (wrap) or withdraw of the amount in WBNB (unwrap). */
export function wrapRequest(wrapType: Exclude<WrapType, 'NOT_APPLICABLE'>, amount: CurrencyAmount, summary: string) {
  const address = amount.currency.wrapped.address;
  return wrapType === 'WRAP'
    ? writeRequest({ address, abi: wbnbAbi, functionName: 'deposit', value: amount.raw, summary })
    : writeRequest({ address, abi: wbnbAbi, functionName: 'withdraw', args: [amount.raw], summary });
}
