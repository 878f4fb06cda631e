// The migration step's devnet seed: the legacy exchange gets a few pairs, priced a little off
// FlaskSwap's, and accounts #1-#6 hold LP in each, so /migrate has positions to move (docs/migration.md).
import { flaskTokenAbi, testTokenAbi } from '@flaskswap/contracts';
import { type Address, erc20Abi, maxUint256 } from 'viem';
import { playerAccounts } from '../accounts.ts';
import { amountWorth, priceOf } from './amm.seed.ts';
import type { DeployContext } from './context.ts';
import { withFlaskMinterRole } from './core.seed.ts';
import { uniswapV2Router } from './migration.legacy.ts';

export interface LegacySeedPair {
  token: string;
  quote: string;
  /** USD depth of each side. */
  usd: number;
  /** The legacy price of `token` in `quote` against FlaskSwap's seed price: -0.04 is 4% lower. */
  priceOffset: number;
}

/**
 * The legacy pairs. Most differ from FlaskSwap's price by more than the default 0.5% slippage (the
 * page warns), ETH-BNB by less; FlaskSwap has no SFP-BUSD pair (migrating creates it) and BURN
 * takes a fee on every transfer.
 */
export const LEGACY_SEED_PAIRS: readonly LegacySeedPair[] = [
  { token: 'FLASK', quote: 'WBNB', usd: 2_000_000, priceOffset: -0.04 },
  { token: 'BUSD', quote: 'WBNB', usd: 1_000_000, priceOffset: 0.02 },
  { token: 'ETH', quote: 'WBNB', usd: 500_000, priceOffset: 0.003 },
  { token: 'SFP', quote: 'BUSD', usd: 200_000, priceOffset: 0.05 },
  { token: 'BURN', quote: 'WBNB', usd: 20_000, priceOffset: -0.03 },
];

/** Accounts #1-#6 each hold this much (USD per side) in every legacy pair. */
export const LEGACY_PLAYER_USD = 2_000;
export const legacyLpHolders = playerAccounts.slice(0, 6);

/** The raw amounts of a legacy pair's two tokens for `usd` a side, at its offset price. */
export function legacyAmounts(pair: LegacySeedPair, usd: number): readonly [bigint, bigint] {
  const token = priceOf(pair.token);
  const quote = priceOf(pair.quote);
  return [
    amountWorth(usd, token.usd, token.decimals),
    amountWorth(usd * (1 + pair.priceOffset), quote.usd, quote.decimals),
  ];
}

/** Each write may create a Uniswap V2 pair (about 2.5M gas). */
const PAIR_CREATION_GAS = 5_000_000n;

/** Devnet only (DeployStep.seed): the deployer seeds each pair, then adds each holder's share with them as `to`. */
export async function seedMigration(ctx: DeployContext): Promise<void> {
  const legacy = ctx.manifest.migration?.legacy;
  if (!legacy) throw new Error('The migration step did not write its manifest section');
  const shares = [undefined, ...legacyLpHolders.map((holder) => holder.address)] as const;
  const usdOf = (pair: LegacySeedPair, to: Address | undefined) => (to ? LEGACY_PLAYER_USD : pair.usd);

  // What the deployer spends per token (WBNB goes as value) and its BNB.
  const needed = new Map<string, bigint>();
  let bnb = 0n;
  for (const pair of LEGACY_SEED_PAIRS) {
    for (const to of shares) {
      const [amount, quoteAmount] = legacyAmounts(pair, usdOf(pair, to));
      needed.set(pair.token, (needed.get(pair.token) ?? 0n) + amount);
      if (pair.quote === 'WBNB') bnb += quoteAmount;
      else needed.set(pair.quote, (needed.get(pair.quote) ?? 0n) + quoteAmount);
    }
  }
  const balance = await ctx.client.getBalance({ address: ctx.deployer });
  const gasMoney = 10n ** 21n;
  await ctx.client.setBalance({ address: ctx.deployer, value: balance + bnb + gasMoney });

  const batch = ctx.batch(ctx.client.account, PAIR_CREATION_GAS);
  await withFlaskMinterRole(
    ctx,
    (request) => batch.write(request),
    async () => {
      for (const [symbol, amount] of needed) {
        const abi = symbol === 'FLASK' ? flaskTokenAbi : testTokenAbi;
        await batch.write({ address: ctx.token(symbol), abi, functionName: 'mint', args: [ctx.deployer, amount] });
        const args = [legacy.router, maxUint256] as const;
        await batch.write({ address: ctx.token(symbol), abi: erc20Abi, functionName: 'approve', args });
      }
    },
  );
  for (const pair of LEGACY_SEED_PAIRS) {
    for (const to of shares) {
      const [amount, quoteAmount] = legacyAmounts(pair, usdOf(pair, to));
      const recipient = to ?? ctx.deployer;
      if (pair.quote === 'WBNB') {
        await batch.write({
          address: legacy.router,
          abi: uniswapV2Router.abi,
          functionName: 'addLiquidityETH',
          args: [ctx.token(pair.token), amount, 0n, 0n, recipient, maxUint256],
          value: quoteAmount,
        });
      } else {
        await batch.write({
          address: legacy.router,
          abi: uniswapV2Router.abi,
          functionName: 'addLiquidity',
          args: [ctx.token(pair.token), ctx.token(pair.quote), amount, quoteAmount, 0n, 0n, recipient, maxUint256],
        });
      }
    }
  }
  await batch.done();
  ctx.log(`  ${LEGACY_SEED_PAIRS.length} ${legacy.name} pairs; accounts #1-#${legacyLpHolders.length} hold LP in each`);
}
