// The router calls that can carry out a trade (IUniswapV2Router02). For an exact input there are
// two: the plain method and its fee-on-transfer variant, which checks what actually arrived
// instead of what the pairs quoted; the swap callback sends the first that estimates.

import type { flaskRouterAbi } from '@flaskswap/contracts';
import { computeSlippageAdjustedAmounts, type Trade } from '@flaskswap/sdk';
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

export interface SwapCallOptions {
  slippageBips: number;
  recipient: Address;
  /** Unix seconds. */
  deadline: bigint;
}

export function swapCallCandidates(trade: Trade, { slippageBips, recipient, deadline }: SwapCallOptions): SwapCall[] {
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, slippageBips);
  const path = trade.route.path.map((token) => token.address);
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
