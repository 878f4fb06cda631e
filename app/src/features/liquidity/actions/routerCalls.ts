import type { flaskRouterAbi } from '@flaskswap/contracts';
import type { PermitSignature } from '@flaskswap/sdk';
import { type CurrencyAmount, minimumAmountWithSlippage } from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { WriteCall } from '@/chain/tx/request.ts';

/** A router call of a liquidity write, typed by the router's ABI. */
export type RouterCall = WriteCall<
  typeof flaskRouterAbi,
  | 'addLiquidity'
  | 'addLiquidityETH'
  | 'removeLiquidity'
  | 'removeLiquidityETH'
  | 'removeLiquidityETHSupportingFeeOnTransferTokens'
  | 'removeLiquidityWithPermit'
  | 'removeLiquidityETHWithPermit'
  | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'
>;

/**
 * The router's addLiquidity, or addLiquidityETH when one side is BNB. Minimums take the slippage
 * off each amount, except in a new pair where the amounts set the price (SPEC.md section 5: 0).
 */
export function addLiquidityCall(params: {
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  noLiquidity: boolean;
  slippageBips: number;
  recipient: Address;
  deadline: bigint;
}): RouterCall {
  const { amountA, amountB, noLiquidity, slippageBips, recipient, deadline } = params;
  const min = (amount: CurrencyAmount) => (noLiquidity ? 0n : minimumAmountWithSlippage(amount.raw, slippageBips));
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [token, bnb] = amountA.currency.isNative ? [amountB, amountA] : [amountA, amountB];
    return {
      functionName: 'addLiquidityETH',
      args: [token.currency.wrapped.address, token.raw, min(token), min(bnb), recipient, deadline],
      value: bnb.raw,
    };
  }
  return {
    functionName: 'addLiquidity',
    args: [
      amountA.currency.wrapped.address,
      amountB.currency.wrapped.address,
      amountA.raw,
      amountB.raw,
      min(amountA),
      min(amountB),
      recipient,
      deadline,
    ],
  };
}

/**
 * The router calls that can burn `liquidity`, to try in order (the first that estimates is sent):
 * with a permit signature the *WithPermit variants (whose deadline is the permit's), otherwise the
 * plain ones after an approval. With BNB on one side the fee-on-transfer variant comes second, for
 * tokens that take a fee when the router forwards them.
 */
export function removeLiquidityCalls(params: {
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  liquidity: bigint;
  slippageBips: number;
  recipient: Address;
  deadline: bigint;
  permit?: PermitSignature | undefined;
}): RouterCall[] {
  const { amountA, amountB, liquidity, slippageBips, recipient, permit } = params;
  const deadline = permit ? permit.deadline : params.deadline;
  const minA = minimumAmountWithSlippage(amountA.raw, slippageBips);
  const minB = minimumAmountWithSlippage(amountB.raw, slippageBips);
  const signature = permit ? ([false, permit.v, permit.r, permit.s] as const) : undefined;
  const bnbSide = amountA.currency.isNative ? 'A' : amountB.currency.isNative ? 'B' : undefined;

  if (!bnbSide) {
    const tokenA = amountA.currency.wrapped.address;
    const tokenB = amountB.currency.wrapped.address;
    if (signature) {
      return [
        {
          functionName: 'removeLiquidityWithPermit',
          args: [tokenA, tokenB, liquidity, minA, minB, recipient, deadline, ...signature],
        },
      ];
    }
    return [{ functionName: 'removeLiquidity', args: [tokenA, tokenB, liquidity, minA, minB, recipient, deadline] }];
  }
  const token = (bnbSide === 'A' ? amountB : amountA).currency.wrapped.address;
  const [tokenMin, bnbMin] = bnbSide === 'A' ? [minB, minA] : [minA, minB];
  const base = [token, liquidity, tokenMin, bnbMin, recipient, deadline] as const;
  if (signature) {
    return [
      { functionName: 'removeLiquidityETHWithPermit', args: [...base, ...signature] },
      { functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', args: [...base, ...signature] },
    ];
  }
  return [
    { functionName: 'removeLiquidityETH', args: base },
    { functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args: base },
  ];
}
