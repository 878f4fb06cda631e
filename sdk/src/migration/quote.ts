// What migrating a legacy LP position does, as FlaskMigrator computes it (docs/migration.md), for
// the /migrate screen: the payout of the legacy burn, what FlaskSwap's pair takes, what comes back,
// the minimums to send and how far apart the two prices are.
import { getLiquidityBurned, getLiquidityMinted, type PairLiquidityState } from '../amm/liquidity.ts';
import { minimumAmountWithSlippage } from '../amm/slippage-bounds.ts';

export interface MigrationQuote {
  /** What burning the legacy LP pays, token0 then token1 (both pairs sort their tokens alike). */
  paid: readonly [bigint, bigint];
  /** What the FlaskSwap pair takes. */
  deposited: readonly [bigint, bigint];
  /** What comes back to the wallet. */
  returned: readonly [bigint, bigint];
  /** FlaskSwap LP minted. */
  liquidity: bigint;
  /** FlaskSwap has no pair of these tokens yet (or an empty one): it takes everything, at the legacy price. */
  createsPair: boolean;
}

const isEmpty = (pair: PairLiquidityState | undefined) => !pair || (pair.reserve0 === 0n && pair.reserve1 === 0n);

/**
 * Migrating `legacyLiquidity` of a legacy pair into FlaskSwap's pair of the same tokens (undefined
 * while it does not exist). The legacy exchange's own protocol fee, if any, is left out: its burn
 * may pay a little less. Fee-on-transfer tokens arrive short on each transfer.
 */
export function migrationQuote(params: {
  legacy: PairLiquidityState;
  legacyLiquidity: bigint;
  flask: PairLiquidityState | undefined;
}): MigrationQuote {
  const { amount0, amount1 } = getLiquidityBurned({ ...params.legacy, feeOn: false }, params.legacyLiquidity);
  const flask = params.flask;
  if (!flask || isEmpty(flask)) {
    const empty = { reserve0: 0n, reserve1: 0n, totalSupply: 0n };
    return {
      paid: [amount0, amount1],
      deposited: [amount0, amount1],
      returned: [0n, 0n],
      liquidity: getLiquidityMinted(empty, amount0, amount1),
      createsPair: true,
    };
  }
  // The side FlaskSwap's price uses up goes in whole, the other at that price (FlaskMigrator._deposit).
  const deposited: [bigint, bigint] =
    (amount0 * flask.reserve1) / flask.reserve0 <= amount1
      ? [amount0, (amount0 * flask.reserve1) / flask.reserve0]
      : [(amount1 * flask.reserve0) / flask.reserve1, amount1];
  return {
    paid: [amount0, amount1],
    deposited,
    returned: [amount0 - deposited[0], amount1 - deposited[1]],
    liquidity: getLiquidityMinted(flask, deposited[0], deposited[1]),
    createsPair: false,
  };
}

/** The least FlaskSwap's pair may receive of each token: the deposit less the slippage tolerance. */
export function migrationMinimums(quote: MigrationQuote, slippageBips: number): readonly [bigint, bigint] {
  return [
    minimumAmountWithSlippage(quote.deposited[0], slippageBips),
    minimumAmountWithSlippage(quote.deposited[1], slippageBips),
  ];
}

/**
 * How far FlaskSwap's price of token0 (in token1) is from the legacy pair's, in basis points of
 * the legacy price, rounded down.
 */
export function priceGapBips(
  legacy: Pick<PairLiquidityState, 'reserve0' | 'reserve1'>,
  flask: Pick<PairLiquidityState, 'reserve0' | 'reserve1'>,
): bigint {
  // legacy price l1/l0, FlaskSwap's f1/f0: |f1·l0 − l1·f0| / (l1·f0).
  const flaskScaled = flask.reserve1 * legacy.reserve0;
  const legacyScaled = legacy.reserve1 * flask.reserve0;
  if (legacyScaled === 0n) return 0n;
  const difference = flaskScaled > legacyScaled ? flaskScaled - legacyScaled : legacyScaled - flaskScaled;
  return (difference * 10_000n) / legacyScaled;
}

/** The screen warns when the two prices differ by more than the slippage tolerance. */
export function pricesDifferBeyondSlippage(gapBips: bigint, slippageBips: number): boolean {
  return gapBips > BigInt(slippageBips);
}
