// The calls that can carry out a trade: a single route through the router (IUniswapV2Router02),
// a split through the split router (its parts, one minimum out or maximum in for all). For an
// exact input there are two: the plain method and its fee-on-transfer variant, which checks what
// actually arrived instead of what the pairs quoted; the swap callback sends the first that estimates.

import type { flaskRouterAbi, flaskSplitRouterAbi } from '@flaskswap/contracts';
import { computeSlippageAdjustedAmounts, type SplitTrade } from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { WriteCall } from '@/chain/tx/request.ts';

export type RouterSwapMethod =
  | 'swapExactETHForTokens'
  | 'swapExactETHForTokensSupportingFeeOnTransferTokens'
  | 'swapExactTokensForETH'
  | 'swapExactTokensForETHSupportingFeeOnTransferTokens'
  | 'swapExactTokensForTokens'
  | 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
  | 'swapETHForExactTokens'
  | 'swapTokensForExactETH'
  | 'swapTokensForExactTokens';

/** One router method with its arguments, typed by the router's ABI, and the BNB sent with it. */
export type SwapCall = WriteCall<typeof flaskRouterAbi, RouterSwapMethod> & { value: bigint };

export type SplitSwapMethod =
  | 'swapExactETHForTokensSplit'
  | 'swapExactETHForTokensSplitSupportingFeeOnTransferTokens'
  | 'swapExactTokensForETHSplit'
  | 'swapExactTokensForETHSplitSupportingFeeOnTransferTokens'
  | 'swapExactTokensForTokensSplit'
  | 'swapExactTokensForTokensSplitSupportingFeeOnTransferTokens'
  | 'swapETHForExactTokensSplit'
  | 'swapTokensForExactETHSplit'
  | 'swapTokensForExactTokensSplit';

/** One split router method with its arguments, typed by its ABI, and the BNB sent with it. */
export type SplitSwapCall = WriteCall<typeof flaskSplitRouterAbi, SplitSwapMethod> & { value: bigint };

export interface SwapCallOptions {
  slippageBips: number;
  recipient: Address;
  /** Unix seconds. */
  deadline: bigint;
}

/** The router calls of a single-route trade (a split of one part). */
export function swapCallCandidates(
  trade: SplitTrade,
  { slippageBips, recipient, deadline }: SwapCallOptions,
): SwapCall[] {
  const [part, ...others] = trade.parts;
  if (!part || others.length > 0) throw new Error('A split goes through the split router');
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, slippageBips);
  const path = part.route.path.map((token) => token.address);
  const nativeIn = trade.inputAmount.currency.isNative;
  const nativeOut = trade.outputAmount.currency.isNative;
  if (nativeIn && nativeOut) throw new Error('BNB to BNB is not a trade');

  if (trade.tradeType === 'exactIn') {
    const amountIn = trade.inputAmount.raw;
    const amountOutMin = minimumAmountOut.raw;
    if (nativeIn) {
      const args = [amountOutMin, path, recipient, deadline] as const;
      return [
        { functionName: 'swapExactETHForTokens', args, value: amountIn },
        { functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens', args, value: amountIn },
      ];
    }
    const args = [amountIn, amountOutMin, path, recipient, deadline] as const;
    if (nativeOut) {
      return [
        { functionName: 'swapExactTokensForETH', args, value: 0n },
        { functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens', args, value: 0n },
      ];
    }
    return [
      { functionName: 'swapExactTokensForTokens', args, value: 0n },
      { functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args, value: 0n },
    ];
  }

  const amountOut = trade.outputAmount.raw;
  const amountInMax = maximumAmountIn.raw;
  if (nativeIn) {
    return [
      { functionName: 'swapETHForExactTokens', args: [amountOut, path, recipient, deadline], value: amountInMax },
    ];
  }
  const args = [amountOut, amountInMax, path, recipient, deadline] as const;
  return [{ functionName: nativeOut ? 'swapTokensForExactETH' : 'swapTokensForExactTokens', args, value: 0n }];
}

/** The split router calls of a split: each part's amount and path, one bound, one deadline. */
export function splitCallCandidates(
  trade: SplitTrade,
  { slippageBips, recipient, deadline }: SwapCallOptions,
): SplitSwapCall[] {
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, slippageBips);
  const paths = trade.parts.map((part) => part.route.path.map((token) => token.address));
  const nativeIn = trade.inputAmount.currency.isNative;
  const nativeOut = trade.outputAmount.currency.isNative;
  if (nativeIn && nativeOut) throw new Error('BNB to BNB is not a trade');

  if (trade.tradeType === 'exactIn') {
    const amountsIn = trade.parts.map((part) => part.inputAmount.raw);
    const args = [amountsIn, paths, minimumAmountOut.raw, recipient, deadline] as const;
    if (nativeIn) {
      const value = trade.inputAmount.raw;
      return [
        { functionName: 'swapExactETHForTokensSplit', args, value },
        { functionName: 'swapExactETHForTokensSplitSupportingFeeOnTransferTokens', args, value },
      ];
    }
    if (nativeOut) {
      return [
        { functionName: 'swapExactTokensForETHSplit', args, value: 0n },
        { functionName: 'swapExactTokensForETHSplitSupportingFeeOnTransferTokens', args, value: 0n },
      ];
    }
    return [
      { functionName: 'swapExactTokensForTokensSplit', args, value: 0n },
      { functionName: 'swapExactTokensForTokensSplitSupportingFeeOnTransferTokens', args, value: 0n },
    ];
  }

  const amountsOut = trade.parts.map((part) => part.outputAmount.raw);
  if (nativeIn) {
    const args = [amountsOut, paths, recipient, deadline] as const;
    return [{ functionName: 'swapETHForExactTokensSplit', args, value: maximumAmountIn.raw }];
  }
  const args = [amountsOut, paths, maximumAmountIn.raw, recipient, deadline] as const;
  return [
    { functionName: nativeOut ? 'swapTokensForExactETHSplit' : 'swapTokensForExactTokensSplit', args, value: 0n },
  ];
}
