// The AMM: pairs the factory creates, their reserves (Sync), trades (Swap), liquidity (Mint,
// Burn) and LP tokens (Transfer), folded into the info pages' figures and candles.

import { type Context, ponder } from 'ponder:registry';
import { ammTransaction, lpPosition, pair, protocol, token } from 'ponder:schema';
import { pairPrice, reservesUsd, SWAP_FEE_SHARE, swapVolumeUsd, usdValue } from '@flaskswap/sdk';
import { type Address, type Hex, zeroAddress } from 'viem';
import { NO_TRADE, recordPairPeriods, recordProtocolDay, recordTokenPeriods } from './amm/periods.ts';
import { knownPrice, loadToken, repriceThroughPair, type TokenRow } from './amm/tokens.ts';

const lower = (address: Address) => address.toLowerCase() as Hex;

async function loadProtocol(context: Context) {
  return (
    (await context.db.find(protocol, { id: 1 })) ??
    context.db.insert(protocol).values({ id: 1, pairCount: 0, tvlUsd: 0, volumeUsd: 0, feesUsd: 0, txCount: 0 })
  );
}

async function loadPair(context: Context, address: Address) {
  const row = await context.db.find(pair, { address: lower(address) });
  if (!row) throw new Error(`pair ${address} was not created by the factory`);
  const [token0, token1] = await Promise.all([loadToken(context, row.token0), loadToken(context, row.token1)]);
  return { row, token0, token1 };
}

const side = (row: TokenRow, reserve: bigint) => ({ reserve, decimals: row.decimals, priceUsd: knownPrice(row) });

ponder.on('FlaskFactory:PairCreated', async ({ event, context }) => {
  // PairCreated's last parameter has no name, so viem decodes the arguments as a tuple.
  const [createdToken0, createdToken1, createdPair] = event.args;
  const [token0, token1] = [lower(createdToken0), lower(createdToken1)];
  await Promise.all([loadToken(context, token0), loadToken(context, token1)]);
  await context.db.insert(pair).values({
    address: lower(createdPair),
    token0,
    token1,
    reserve0: 0n,
    reserve1: 0n,
    totalSupply: 0n,
    token0Price: 0,
    token1Price: 0,
    tvlUsd: 0,
    volume0: 0n,
    volume1: 0n,
    volumeUsd: 0,
    feesUsd: 0,
    txCount: 0,
    createdAtBlock: event.block.number,
    createdAtTimestamp: event.block.timestamp,
  });
  const totals = await loadProtocol(context);
  await context.db.update(protocol, { id: 1 }).set({ pairCount: totals.pairCount + 1 });
});

ponder.on('FlaskPair:Sync', async ({ event, context }) => {
  const { row, token0, token1 } = await loadPair(context, event.log.address);
  const { reserve0, reserve1 } = event.args;
  // Rows from the store are live objects that later updates change in place: copy what we need.
  const before = { reserve0: row.reserve0, reserve1: row.reserve1, tvlUsd: row.tvlUsd };
  // Both candidates from the prices before this update, so neither side prices itself.
  const price0 = repriceThroughPair(
    row.address,
    { row: token1, reserve: reserve1 },
    { row: token0, reserve: reserve0 },
  );
  const price1 = repriceThroughPair(
    row.address,
    { row: token0, reserve: reserve0 },
    { row: token1, reserve: reserve1 },
  );
  const next0 = { ...token0, ...price0, liquidity: token0.liquidity + reserve0 - before.reserve0 };
  const next1 = { ...token1, ...price1, liquidity: token1.liquidity + reserve1 - before.reserve1 };
  for (const next of [next0, next1]) {
    const tvlUsd = usdValue(next.liquidity, next.decimals, knownPrice(next));
    await context.db.update(token, { address: next.address }).set({
      priceUsd: next.priceUsd,
      pricePair: next.pricePair,
      priceDepthUsd: next.priceDepthUsd,
      liquidity: next.liquidity,
      tvlUsd,
    });
    await recordTokenPeriods(context.db, event.block.timestamp, { ...next, tvlUsd });
  }
  const tvlUsd = reservesUsd(side(next0, reserve0), side(next1, reserve1));
  const token0Price = pairPrice(reserve0, reserve1, token0.decimals, token1.decimals);
  await context.db.update(pair, { address: row.address }).set({
    reserve0,
    reserve1,
    token0Price,
    token1Price: token0Price > 0 ? 1 / token0Price : 0,
    tvlUsd,
  });
  await recordPairPeriods(context.db, event.block.timestamp, {
    address: row.address,
    token0Price,
    token0PriceUsd: next0.priceUsd,
    reserve0,
    reserve1,
    tvlUsd,
  });
  const totals = await loadProtocol(context);
  const protocolTvl = totals.tvlUsd + tvlUsd - before.tvlUsd;
  await context.db.update(protocol, { id: 1 }).set({ tvlUsd: protocolTvl });
  await recordProtocolDay(context.db, event.block.timestamp, protocolTvl);
});

/** Counts one transaction of the pair everywhere and adds its trade, if it is a swap. */
async function recordActivity(
  context: Context,
  event: { block: { timestamp: bigint } },
  loaded: Awaited<ReturnType<typeof loadPair>>,
  trade = NO_TRADE,
) {
  const { row, token0, token1 } = loaded;
  const { timestamp } = event.block;
  await context.db.update(pair, { address: row.address }).set({
    volume0: row.volume0 + trade.volume0,
    volume1: row.volume1 + trade.volume1,
    volumeUsd: row.volumeUsd + trade.volumeUsd,
    feesUsd: row.feesUsd + trade.feesUsd,
    txCount: row.txCount + 1,
  });
  await recordPairPeriods(
    context.db,
    timestamp,
    {
      address: row.address,
      token0Price: row.token0Price,
      token0PriceUsd: token0.priceUsd,
      reserve0: row.reserve0,
      reserve1: row.reserve1,
      tvlUsd: row.tvlUsd,
    },
    trade,
    1,
  );
  for (const [tokenRow, volume] of [
    [token0, trade.volume0],
    [token1, trade.volume1],
  ] as const) {
    const tokenTrade = { volume, volumeUsd: trade.volumeUsd, feesUsd: trade.feesUsd };
    await context.db.update(token, { address: tokenRow.address }).set({
      volume: tokenRow.volume + volume,
      volumeUsd: tokenRow.volumeUsd + trade.volumeUsd,
      feesUsd: tokenRow.feesUsd + trade.feesUsd,
      txCount: tokenRow.txCount + 1,
    });
    await recordTokenPeriods(context.db, timestamp, tokenRow, tokenTrade, 1);
  }
  const totals = await loadProtocol(context);
  await context.db.update(protocol, { id: 1 }).set({
    volumeUsd: totals.volumeUsd + trade.volumeUsd,
    feesUsd: totals.feesUsd + trade.feesUsd,
    txCount: totals.txCount + 1,
  });
  await recordProtocolDay(context.db, timestamp, totals.tvlUsd, trade, 1);
}

type TxEvent = {
  id: string;
  block: { number: bigint; timestamp: bigint };
  transaction: { hash: Hex; from: Address };
};

function transactionRow(event: TxEvent, loaded: Awaited<ReturnType<typeof loadPair>>) {
  return {
    id: event.id,
    pair: loaded.row.address,
    token0: loaded.row.token0,
    token1: loaded.row.token1,
    account: lower(event.transaction.from),
    blockNumber: event.block.number,
    timestamp: event.block.timestamp,
    txHash: event.transaction.hash,
  };
}

ponder.on('FlaskPair:Swap', async ({ event, context }) => {
  const loaded = await loadPair(context, event.log.address);
  const { row, token0, token1 } = loaded;
  const { amount0In, amount1In, amount0Out, amount1Out } = event.args;
  const volumeUsd = swapVolumeUsd(event.args, side(token0, row.reserve0), side(token1, row.reserve1));
  const trade = {
    volume0: amount0In + amount0Out,
    volume1: amount1In + amount1Out,
    volumeUsd,
    feesUsd: volumeUsd * SWAP_FEE_SHARE,
  };
  await context.db.insert(ammTransaction).values({
    ...transactionRow(event, loaded),
    kind: 'swap',
    amount0In,
    amount1In,
    amount0Out,
    amount1Out,
    amountUsd: volumeUsd,
  });
  await recordActivity(context, event, loaded, trade);
});

async function recordLiquidity(
  context: Context,
  event: TxEvent & { log: { address: Address }; args: { amount0: bigint; amount1: bigint } },
  kind: 'add' | 'remove',
) {
  const loaded = await loadPair(context, event.log.address);
  const { amount0, amount1 } = event.args;
  const amountUsd =
    usdValue(amount0, loaded.token0.decimals, knownPrice(loaded.token0)) +
    usdValue(amount1, loaded.token1.decimals, knownPrice(loaded.token1));
  const [into, outOf] =
    kind === 'add'
      ? [[amount0, amount1] as const, [0n, 0n] as const]
      : [[0n, 0n] as const, [amount0, amount1] as const];
  await context.db.insert(ammTransaction).values({
    ...transactionRow(event, loaded),
    kind,
    amount0In: into[0],
    amount1In: into[1],
    amount0Out: outOf[0],
    amount1Out: outOf[1],
    amountUsd,
  });
  await recordActivity(context, event, loaded);
}

ponder.on('FlaskPair:Mint', ({ event, context }) => recordLiquidity(context, event, 'add'));
ponder.on('FlaskPair:Burn', ({ event, context }) => recordLiquidity(context, event, 'remove'));

async function addLp(context: Context, pairAddress: Hex, account: Address, delta: bigint) {
  if (account === zeroAddress) return;
  await context.db
    .insert(lpPosition)
    .values({ pair: pairAddress, account: lower(account), balance: delta })
    .onConflictDoUpdate((row) => ({ balance: row.balance + delta }));
}

ponder.on('FlaskPair:Transfer', async ({ event, context }) => {
  const pairAddress = lower(event.log.address);
  const { from, to, value } = event.args;
  if (value === 0n) return;
  if (from !== to) {
    await addLp(context, pairAddress, from, -value);
    await addLp(context, pairAddress, to, value);
  }
  // A mint comes from the zero address, even the first one's MINIMUM_LIQUIDITY, which goes to it.
  if (from === zeroAddress || to === zeroAddress) {
    const row = await context.db.find(pair, { address: pairAddress });
    if (row)
      await context.db
        .update(pair, { address: pairAddress })
        .set({ totalSupply: row.totalSupply + (from === zeroAddress ? value : -value) });
  }
});
