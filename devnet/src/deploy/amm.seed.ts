// The AMM step's devnet seed: test tokens, pairs at realistic prices, players holding every token.
import { feeOnTransferTokenAbi, flaskRouterAbi, flaskTokenAbi, testTokenAbi, wbnbAbi } from '@flaskswap/contracts';
import { feeOnTransferTokenBytecode, testTokenBytecode } from '@flaskswap/contracts/bytecode';
import { type Address, erc20Abi, getAddress, type Hex, maxUint256, parseEther, parseUnits } from 'viem';
import { playerAccounts } from '../accounts.ts';
import { marketKeeperAccount } from '../keepers/account.ts';
import type { DeployContext } from './context.ts';
import { withFlaskMinterRole } from './core.seed.ts';
import { deployerYieldFlask } from './yield.seed.ts';

/** FLASK the deployer keeps after the seed: e2e's fresh accounts are funded from it. */
export const DEPLOYER_SPARE_FLASK = parseEther('100000');

/**
 * The devnet's stand-ins for BNB Smart Chain tokens: real symbols, names and decimals, and a USD
 * price that sets the pairs' starting prices (FLASK ≈ $10, BNB ≈ $300). DOGE keeps its 8 decimals
 * and BURN takes a 2% fee on every transfer, so the app meets both kinds of token.
 */
export interface SeedToken {
  symbol: string;
  name: string;
  decimals: number;
  usd: number;
  /** What each player account starts with, in whole tokens. */
  perPlayer: number;
  /** Basis points burnt on each transfer (fee-on-transfer token). */
  transferFeeBps?: number;
}

export const SEED_TOKENS: readonly SeedToken[] = [
  { symbol: 'BUSD', name: 'Binance USD', decimals: 18, usd: 1, perPlayer: 10_000 },
  { symbol: 'USDT', name: 'Tether USD', decimals: 18, usd: 1, perPlayer: 10_000 },
  { symbol: 'ETH', name: 'Ethereum Token', decimals: 18, usd: 2_000, perPlayer: 5 },
  { symbol: 'BTCB', name: 'BTCB Token', decimals: 18, usd: 40_000, perPlayer: 0.25 },
  { symbol: 'DOT', name: 'Polkadot Token', decimals: 18, usd: 6, perPlayer: 1_000 },
  { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, usd: 15, perPlayer: 500 },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, usd: 6, perPlayer: 1_000 },
  { symbol: 'ADA', name: 'Cardano Token', decimals: 18, usd: 0.4, perPlayer: 20_000 },
  { symbol: 'XRP', name: 'XRP Token', decimals: 18, usd: 0.5, perPlayer: 20_000 },
  { symbol: 'TWT', name: 'Trust Wallet', decimals: 18, usd: 1, perPlayer: 5_000 },
  { symbol: 'SFP', name: 'SafePal Token', decimals: 18, usd: 0.7, perPlayer: 10_000 },
  { symbol: 'DOGE', name: 'Dogecoin', decimals: 8, usd: 0.08, perPlayer: 100_000 },
  {
    symbol: 'BURN',
    name: 'Burn Token (2% transfer fee)',
    decimals: 18,
    usd: 0.05,
    perPlayer: 100_000,
    transferFeeBps: 200,
  },
];

/** USD prices of the tokens deployed by the core step (the prediction's devnet feed starts at WBNB's). */
export const CORE_PRICES: Readonly<Record<string, { usd: number; decimals: number }>> = {
  WBNB: { usd: 300, decimals: 18 },
  FLASK: { usd: 10, decimals: 18 },
};

/**
 * Pairs and the USD depth of each side. Some tokens trade against one other token only, so
 * swaps need 2 hops (DOT → BUSD via WBNB) or 3 (LINK → BUSD via ETH and WBNB, SFP → BUSD via
 * TWT and WBNB, XRP → FLASK via USDT and BUSD). The farms' pairs are deep (tens to hundreds of
 * millions) so that 20 FLASK a block pays APRs a real market would (yield.seed.ts stakes most
 * of their LP); the pairs under $1M stay thin for the price-impact and liquidity tests.
 */
export const SEED_PAIRS: readonly (readonly [string, string, number])[] = [
  ['FLASK', 'WBNB', 150_000_000],
  ['FLASK', 'BUSD', 100_000_000],
  ['BUSD', 'WBNB', 100_000_000],
  ['USDT', 'BUSD', 100_000_000],
  ['USDT', 'WBNB', 10_000_000],
  ['ETH', 'WBNB', 50_000_000],
  ['BTCB', 'WBNB', 50_000_000],
  ['BTCB', 'BUSD', 10_000_000],
  ['DOT', 'WBNB', 20_000_000],
  ['LINK', 'ETH', 20_000],
  ['UNI', 'ETH', 20_000],
  ['ADA', 'BUSD', 20_000],
  ['XRP', 'USDT', 20_000],
  ['TWT', 'WBNB', 20_000],
  ['SFP', 'TWT', 10_000],
  ['DOGE', 'WBNB', 10_000_000],
  ['BURN', 'WBNB', 5_000],
];

/**
 * Pairs seeded at least this deep are traded by the market keeper (keepers/market.ts); thinner
 * ones keep their seed price for the price-impact tests, and fee-on-transfer tokens never trade.
 */
export const MARKET_MIN_DEPTH_USD = 1_000_000;
export const MARKET_PAIRS = SEED_PAIRS.filter(
  ([x, y, usd]) =>
    usd >= MARKET_MIN_DEPTH_USD &&
    ![x, y].some((symbol) => SEED_TOKENS.some((t) => t.symbol === symbol && t.transferFeeBps)),
);
/** The keeper holds this share of each side of every pair it trades (trades are 0.02–0.2% of a reserve). */
const KEEPER_INVENTORY_SHARE = 0.05;
/** BNB the deployer holds to seed (anvil_setBalance, devnet only): the pairs' WBNB sides and the BNB pool's stake. */
const DEPLOYER_BNB = parseEther('2000000');

/** Whole-token amount worth `usd`, in the token's smallest unit. */
export function amountWorth(usd: number, price: number, decimals: number): bigint {
  return parseUnits((usd / price).toFixed(Math.min(decimals, 12)), decimals);
}

/** The raw amounts of both tokens a seed pair starts with, in its [x, y] order. */
export function seedAmountsOf([x, y, usd]: readonly [string, string, number]): readonly [bigint, bigint] {
  const px = priceOf(x);
  const py = priceOf(y);
  return [amountWorth(usd, px.usd, px.decimals), amountWorth(usd, py.usd, py.decimals)];
}

export function priceOf(symbol: string): { usd: number; decimals: number } {
  const core = CORE_PRICES[symbol];
  if (core) return core;
  const token = SEED_TOKENS.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`Unknown seed token ${symbol}`);
  return token;
}

/** Each seed write may create its pair (addLiquidity), so batches allow it the gas for that. */
const PAIR_CREATION_GAS = 5_000_000n;

export async function deployToken(
  ctx: DeployContext,
  token: Pick<SeedToken, 'symbol' | 'name' | 'decimals' | 'transferFeeBps'>,
): Promise<Address> {
  const hash = token.transferFeeBps
    ? await ctx.client.deployContract({
        abi: feeOnTransferTokenAbi,
        bytecode: feeOnTransferTokenBytecode,
        args: [token.name, token.symbol, BigInt(token.transferFeeBps), ctx.deployer],
      })
    : await ctx.client.deployContract({
        abi: testTokenAbi,
        bytecode: testTokenBytecode,
        args: [token.name, token.symbol, token.decimals, ctx.deployer],
      });
  return hashToAddress(ctx, hash);
}

async function hashToAddress(ctx: DeployContext, hash: Hex): Promise<Address> {
  const receipt = await ctx.confirm(hash, `deployment ${hash}`);
  if (!receipt.contractAddress) throw new Error(`deployment ${hash} has no contract address`);
  return getAddress(receipt.contractAddress);
}

/** Devnet only (DeployStep.seed). */
export async function seedAmm(ctx: DeployContext): Promise<void> {
  const router = ctx.contract('FlaskRouter');
  for (const token of SEED_TOKENS) {
    ctx.manifest.tokens[token.symbol] = await deployToken(ctx, token);
    ctx.log(`  ${token.symbol.padEnd(24)} ${ctx.manifest.tokens[token.symbol]}`);
  }

  await setBalance(ctx, ctx.deployer, DEPLOYER_BNB);
  // What the deployer needs for the pairs, per token (BNB is paid as value).
  const needed = new Map<string, bigint>();
  for (const [x, y, usd] of SEED_PAIRS) {
    for (const symbol of [x, y]) {
      const { usd: price, decimals } = priceOf(symbol);
      const amount = amountWorth(usd, price, decimals);
      if (symbol !== 'WBNB') needed.set(symbol, (needed.get(symbol) ?? 0n) + amount);
    }
  }
  // FLASK for the deployer's vault and pool stakes, and a spare for tests' fresh accounts, minted
  // now: only the MasterChef mints later.
  needed.set('FLASK', (needed.get('FLASK') ?? 0n) + deployerYieldFlask() + DEPLOYER_SPARE_FLASK);

  const batch = ctx.batch(ctx.client.account, PAIR_CREATION_GAS);
  await withFlaskMinterRole(
    ctx,
    (request) => batch.write(request),
    async () => {
      for (const [symbol, amount] of needed) {
        const token = ctx.token(symbol);
        const abi = symbol === 'FLASK' ? flaskTokenAbi : testTokenAbi;
        await batch.write({ address: token, abi, functionName: 'mint', args: [ctx.deployer, amount] });
        await batch.write({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] });
      }
      for (const [symbol, amount] of keeperInventory()) {
        if (symbol === 'WBNB') continue;
        const abi = symbol === 'FLASK' ? flaskTokenAbi : testTokenAbi;
        const args = [marketKeeperAccount.address, amount] as const;
        await batch.write({ address: ctx.token(symbol), abi, functionName: 'mint', args });
      }
    },
  );
  for (const token of SEED_TOKENS) {
    const amount = parseUnits(String(token.perPlayer), token.decimals);
    for (const player of playerAccounts) {
      await batch.write({
        address: ctx.token(token.symbol),
        abi: testTokenAbi,
        functionName: 'mint',
        args: [player.address, amount],
      });
    }
  }
  await batch.done();

  const deadline = maxUint256;
  for (const [x, y, usd] of SEED_PAIRS) {
    const px = priceOf(x);
    const py = priceOf(y);
    const amountX = amountWorth(usd, px.usd, px.decimals);
    const amountY = amountWorth(usd, py.usd, py.decimals);
    if (y === 'WBNB') {
      await batch.write({
        address: router,
        abi: flaskRouterAbi,
        functionName: 'addLiquidityETH',
        args: [ctx.token(x), amountX, 0n, 0n, ctx.deployer, deadline],
        value: amountY,
      });
    } else {
      await batch.write({
        address: router,
        abi: flaskRouterAbi,
        functionName: 'addLiquidity',
        args: [ctx.token(x), ctx.token(y), amountX, amountY, 0n, 0n, ctx.deployer, deadline],
      });
    }
  }
  await batch.done();
  await fundMarketKeeper(ctx);
  ctx.log(`  ${SEED_PAIRS.length} pairs seeded; ${playerAccounts.length} players hold every test token`);
}

async function setBalance(ctx: DeployContext, address: Address, wei: bigint): Promise<void> {
  await ctx.client.setBalance({ address, value: wei });
}

/** What the market keeper holds of each token it trades, in the smallest unit. */
function keeperInventory(): Map<string, bigint> {
  const inventory = new Map<string, bigint>();
  for (const pair of MARKET_PAIRS) {
    const amounts = seedAmountsOf(pair);
    for (const [i, symbol] of [pair[0], pair[1]].entries()) {
      const share = (amounts[i]! * BigInt(KEEPER_INVENTORY_SHARE * 10_000)) / 10_000n;
      inventory.set(symbol, (inventory.get(symbol) ?? 0n) + share);
    }
  }
  return inventory;
}

/** Gives the keeper its WBNB (and BNB for gas; its tokens were minted above) and approves the router. */
async function fundMarketKeeper(ctx: DeployContext): Promise<void> {
  const inventory = keeperInventory();
  const wbnb = inventory.get('WBNB') ?? 0n;
  const account = marketKeeperAccount;
  await setBalance(ctx, account.address, wbnb + parseEther('1000'));
  await ctx.write({ address: ctx.token('WBNB'), abi: wbnbAbi, functionName: 'deposit', value: wbnb, account });
  for (const symbol of inventory.keys()) {
    const args = [ctx.contract('FlaskRouter'), maxUint256] as const;
    await ctx.write({ address: ctx.token(symbol), abi: erc20Abi, functionName: 'approve', args, account });
  }
}
