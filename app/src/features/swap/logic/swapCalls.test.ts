import {
  bestSplitTradeExactIn,
  bestSplitTradeExactOut,
  CurrencyAmount,
  Pair,
  Route,
  SplitTrade,
  Trade,
} from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB as bnb, BUSD as busd, E18 as e18, FLASK as flask, WBNB as wbnb } from '@/test/tokens.ts';
import { splitCallCandidates, swapCallCandidates } from './swapCalls.ts';

const flaskBnb = new Pair(CurrencyAmount.fromRaw(flask, 15_000n * e18), CurrencyAmount.fromRaw(wbnb, 500n * e18));
const flaskBusd = new Pair(CurrencyAmount.fromRaw(flask, 15_000n * e18), CurrencyAmount.fromRaw(busd, 150_000n * e18));
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const options = { slippageBips: 50, recipient, deadline: 1_000n } as const;

describe('swapCallCandidates', () => {
  it('offers the plain and the fee-on-transfer method for an exact BNB input', () => {
    const trade = SplitTrade.fromTrade(
      Trade.exactIn(new Route([flaskBnb], bnb, flask), CurrencyAmount.fromRaw(bnb, e18)),
    );
    const calls = swapCallCandidates(trade, options);
    expect(calls.map((c) => c.functionName)).toEqual([
      'swapExactETHForTokens',
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    ]);
    const minOut = (trade.outputAmount.raw * 10_000n) / 10_050n;
    expect(calls[0]!.args).toEqual([minOut, [wbnb.address, flask.address], recipient, 1_000n]);
    expect(calls[0]!.value).toBe(e18);
  });

  it('sends tokens for BNB and tokens for tokens along the path', () => {
    const toBnb = SplitTrade.fromTrade(
      Trade.exactIn(new Route([flaskBnb], flask, bnb), CurrencyAmount.fromRaw(flask, e18)),
    );
    expect(swapCallCandidates(toBnb, options).map((c) => c.functionName)).toEqual([
      'swapExactTokensForETH',
      'swapExactTokensForETHSupportingFeeOnTransferTokens',
    ]);
    const twoHops = SplitTrade.fromTrade(
      Trade.exactIn(new Route([flaskBnb, flaskBusd], bnb, busd), CurrencyAmount.fromRaw(bnb, e18)),
    );
    expect(swapCallCandidates(twoHops, options)[0]!.args[1]).toEqual([wbnb.address, flask.address, busd.address]);
    const tokens = SplitTrade.fromTrade(
      Trade.exactIn(new Route([flaskBusd], flask, busd), CurrencyAmount.fromRaw(flask, e18)),
    );
    expect(swapCallCandidates(tokens, options)[1]!.functionName).toBe(
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    );
  });

  it('has one method for an exact output, bounded by the maximum sold', () => {
    const trade = SplitTrade.fromTrade(
      Trade.exactOut(new Route([flaskBnb], bnb, flask), CurrencyAmount.fromRaw(flask, e18)),
    );
    const [call, ...rest] = swapCallCandidates(trade, options);
    expect(rest).toEqual([]);
    expect(call!.functionName).toBe('swapETHForExactTokens');
    expect(call!.value).toBe((trade.inputAmount.raw * 10_050n) / 10_000n);
    const toBnb = SplitTrade.fromTrade(
      Trade.exactOut(new Route([flaskBnb], flask, bnb), CurrencyAmount.fromRaw(bnb, e18)),
    );
    const [sell] = swapCallCandidates(toBnb, options);
    expect(sell!.functionName).toBe('swapTokensForExactETH');
    expect(sell!.args.slice(0, 2)).toEqual([e18, (toBnb.inputAmount.raw * 10_050n) / 10_000n]);
    const tokens = SplitTrade.fromTrade(
      Trade.exactOut(new Route([flaskBusd], flask, busd), CurrencyAmount.fromRaw(busd, e18)),
    );
    expect(swapCallCandidates(tokens, options)[0]!.functionName).toBe('swapTokensForExactTokens');
  });
});

describe('splitCallCandidates', () => {
  // BNB → BUSD directly and through FLASK, both deep: a large trade splits.
  const bnbBusd = new Pair(CurrencyAmount.fromRaw(wbnb, 500n * e18), CurrencyAmount.fromRaw(busd, 150_000n * e18));
  const pairs = [flaskBnb, flaskBusd, bnbBusd];

  it('sends each part of an exact input with one minimum out for all', () => {
    const trade = bestSplitTradeExactIn(pairs, CurrencyAmount.fromRaw(bnb, 50n * e18), busd)!;
    expect(trade.isSplit).toBe(true);
    const calls = splitCallCandidates(trade, options);
    expect(calls.map((c) => c.functionName)).toEqual([
      'swapExactETHForTokensSplit',
      'swapExactETHForTokensSplitSupportingFeeOnTransferTokens',
    ]);
    const [amounts, paths, minOut] = calls[0]!.args;
    expect(amounts).toEqual(trade.parts.map((part) => part.inputAmount.raw));
    expect(paths).toEqual(trade.parts.map((part) => part.route.path.map((token) => token.address)));
    expect(minOut).toBe((trade.outputAmount.raw * 10_000n) / 10_050n);
    expect(calls[0]!.value).toBe(50n * e18);
    expect(() => swapCallCandidates(trade, options)).toThrow('split router');
  });

  it('sends each part of an exact output with one maximum in for all', () => {
    const trade = bestSplitTradeExactOut(pairs, busd, CurrencyAmount.fromRaw(bnb, 50n * e18))!;
    expect(trade.isSplit).toBe(true);
    const [call, ...rest] = splitCallCandidates(trade, options);
    expect(rest).toEqual([]);
    expect(call!.functionName).toBe('swapTokensForExactETHSplit');
    expect(call!.args[0]).toEqual(trade.parts.map((part) => part.outputAmount.raw));
    expect(call!.args[2]).toBe((trade.inputAmount.raw * 10_050n) / 10_000n);
  });
});
