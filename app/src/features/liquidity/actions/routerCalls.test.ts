import { CurrencyAmount } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB, FLASK, WBNB } from '../test/testPairs.ts';
import { addLiquidityCall, removeLiquidityCalls } from './routerCalls.ts';

const ME = '0x3333333333333333333333333333333333333333';
const flask = CurrencyAmount.fromRaw(FLASK, 10_000n);
const bnb = CurrencyAmount.fromRaw(BNB, 2_000n);
const wbnb = CurrencyAmount.fromRaw(WBNB, 2_000n);
const permit = {
  v: 27,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  pair: '0x2222222222222222222222222222222222222222',
  value: 5n,
  deadline: 777n,
} as const;

describe('addLiquidityCall', () => {
  it('token + token: addLiquidity with minimums less the slippage', () => {
    expect(
      addLiquidityCall({
        amountA: flask,
        amountB: wbnb,
        noLiquidity: false,
        slippageBips: 50,
        recipient: ME,
        deadline: 9n,
      }),
    ).toEqual({
      functionName: 'addLiquidity',
      args: [FLASK.address, WBNB.address, 10_000n, 2_000n, 9_950n, 1_990n, ME, 9n],
    });
  });
  it('with BNB on either side: addLiquidityETH sending the BNB as value', () => {
    const expected = {
      functionName: 'addLiquidityETH',
      args: [FLASK.address, 10_000n, 9_950n, 1_990n, ME, 9n],
      value: 2_000n,
    };
    expect(
      addLiquidityCall({
        amountA: flask,
        amountB: bnb,
        noLiquidity: false,
        slippageBips: 50,
        recipient: ME,
        deadline: 9n,
      }),
    ).toEqual(expected);
    expect(
      addLiquidityCall({
        amountA: bnb,
        amountB: flask,
        noLiquidity: false,
        slippageBips: 50,
        recipient: ME,
        deadline: 9n,
      }),
    ).toEqual(expected);
  });
  it('a new pool takes no slippage: minimums are 0', () => {
    const call = addLiquidityCall({
      amountA: bnb,
      amountB: flask,
      noLiquidity: true,
      slippageBips: 50,
      recipient: ME,
      deadline: 9n,
    });
    expect(call.args.slice(2, 4)).toEqual([0n, 0n]);
  });
});

describe('removeLiquidityCalls', () => {
  const common = { liquidity: 5n, slippageBips: 100, recipient: ME, deadline: 9n } as const;
  it('tokens after an approval: removeLiquidity', () => {
    expect(removeLiquidityCalls({ ...common, amountA: flask, amountB: wbnb })).toEqual([
      { functionName: 'removeLiquidity', args: [FLASK.address, WBNB.address, 5n, 9_900n, 1_980n, ME, 9n] },
    ]);
  });
  it("tokens with a permit: removeLiquidityWithPermit, on the permit's deadline", () => {
    expect(removeLiquidityCalls({ ...common, amountA: flask, amountB: wbnb, permit })).toEqual([
      {
        functionName: 'removeLiquidityWithPermit',
        args: [FLASK.address, WBNB.address, 5n, 9_900n, 1_980n, ME, 777n, false, 27, permit.r, permit.s],
      },
    ]);
  });
  it('BNB: the ETH variant, then its fee-on-transfer twin', () => {
    const calls = removeLiquidityCalls({ ...common, amountA: bnb, amountB: flask });
    expect(calls.map((call) => call.functionName)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ]);
    expect(calls[0]!.args).toEqual([FLASK.address, 5n, 9_900n, 1_980n, ME, 9n]);
    const permitted = removeLiquidityCalls({ ...common, amountA: flask, amountB: bnb, permit });
    expect(permitted.map((call) => call.functionName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ]);
    expect(permitted[1]!.args).toEqual([FLASK.address, 5n, 9_900n, 1_980n, ME, 777n, false, 27, permit.r, permit.s]);
  });
});
