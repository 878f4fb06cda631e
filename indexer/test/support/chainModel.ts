// What the indexer should hold, worked out from the chain alone: every factory and pair log
// replayed in chain order (eth_getLogs), with the sdk's pricing rules. The tests compare the
// indexer's tables with this, and with direct contract reads where the chain has the figure.
import { flaskFactoryAbi, flaskPairAbi } from '@flaskswap/contracts';
import {
  type Candle,
  type CandlePeriod,
  nextCandle,
  pairPrice,
  periodStart,
  priceThroughPair,
  reservesUsd,
  shouldReprice,
  swapVolumeUsd,
} from '@flaskswap/sdk';
import { type Address, erc20Abi, type Hex, type PublicClient, parseEventLogs, zeroAddress } from 'viem';

interface TokenModel {
  address: Hex;
  decimals: number;
  priceUsd: number;
  pricePair: Hex | null;
  priceDepthUsd: number;
}

export interface PairModel {
  address: Hex;
  token0: Hex;
  token1: Hex;
  reserve0: bigint;
  reserve1: bigint;
  volume0: bigint;
  volume1: bigint;
  volumeUsd: number;
  txCount: number;
  tvlUsd: number;
  /** Hour candles of token1 per token0, keyed by period start. */
  hours: Map<number, Candle>;
  /** Swap volume in USD per hour. */
  hourVolumeUsd: Map<number, number>;
}

export interface TransactionModel {
  kind: 'swap' | 'add' | 'remove';
  pair: Hex;
  account: Hex;
  txHash: Hex;
}

export interface ChainModel {
  pairs: Map<Hex, PairModel>;
  tokens: Map<Hex, TokenModel>;
  transactions: TransactionModel[];
  /** Every account that ever held LP of a pair (minus the zero address), per pair. */
  lpHolders: Map<Hex, Set<Hex>>;
  swapCount: number;
}

const lower = (address: Address) => address.toLowerCase() as Hex;

export async function replayChain(
  client: PublicClient,
  factory: Address,
  anchors: Address[],
  toBlock: bigint,
): Promise<ChainModel> {
  const anchorSet = new Set(anchors.map(lower));
  const model: ChainModel = {
    pairs: new Map(),
    tokens: new Map(),
    transactions: [],
    lpHolders: new Map(),
    swapCount: 0,
  };
  const created = parseEventLogs({
    abi: flaskFactoryAbi,
    eventName: 'PairCreated',
    logs: await client.getLogs({ address: factory, fromBlock: 0n, toBlock }),
  });
  const pairAddresses = created.map((log) => lower(log.args[2]));
  const pairLogs = parseEventLogs({
    abi: flaskPairAbi,
    logs: pairAddresses.length ? await client.getLogs({ address: pairAddresses, fromBlock: 0n, toBlock }) : [],
  });
  const ordered = [...created, ...pairLogs].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
  const blockTimes = new Map<bigint, bigint>();
  const senders = new Map<Hex, Hex>();
  const timestampOf = async (blockNumber: bigint) => {
    if (!blockTimes.has(blockNumber)) blockTimes.set(blockNumber, (await client.getBlock({ blockNumber })).timestamp);
    return blockTimes.get(blockNumber)!;
  };
  const senderOf = async (hash: Hex) => {
    if (!senders.has(hash)) senders.set(hash, lower((await client.getTransaction({ hash })).from));
    return senders.get(hash)!;
  };
  const loadToken = async (address: Hex) => {
    if (!model.tokens.has(address)) {
      const decimals = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
      model.tokens.set(address, {
        address,
        decimals,
        priceUsd: anchorSet.has(address) ? 1 : 0,
        pricePair: null,
        priceDepthUsd: 0,
      });
    }
    return model.tokens.get(address)!;
  };
  const known = (token: TokenModel) => (token.priceUsd > 0 ? token.priceUsd : undefined);
  const side = (token: TokenModel, reserve: bigint) => ({ reserve, decimals: token.decimals, priceUsd: known(token) });
  // The price `unknown` takes from this pair, or undefined when it keeps its own (the indexer's rule).
  const reprice = (pair: Hex, knownSide: [TokenModel, bigint], unknownSide: [TokenModel, bigint]) => {
    const [knownToken, knownReserve] = knownSide;
    const [unknownToken, unknownReserve] = unknownSide;
    if (anchorSet.has(unknownToken.address) || knownToken.pricePair === pair) return undefined;
    const candidate = priceThroughPair(side(knownToken, knownReserve), {
      reserve: unknownReserve,
      decimals: unknownToken.decimals,
    });
    if (!candidate) return undefined;
    const current = { pricePair: unknownToken.pricePair, depthUsd: unknownToken.priceDepthUsd };
    if (!shouldReprice(current, pair, candidate)) return undefined;
    return { priceUsd: candidate.priceUsd, pricePair: pair, priceDepthUsd: candidate.depthUsd };
  };

  for (const log of ordered) {
    if (log.eventName === 'PairCreated') {
      const [token0, token1, address] = log.args;
      await loadToken(lower(token0));
      await loadToken(lower(token1));
      model.pairs.set(lower(address), {
        address: lower(address),
        token0: lower(token0),
        token1: lower(token1),
        reserve0: 0n,
        reserve1: 0n,
        volume0: 0n,
        volume1: 0n,
        volumeUsd: 0,
        txCount: 0,
        tvlUsd: 0,
        hours: new Map(),
        hourVolumeUsd: new Map(),
      });
      continue;
    }
    const pair = model.pairs.get(lower(log.address))!;
    const token0 = model.tokens.get(pair.token0)!;
    const token1 = model.tokens.get(pair.token1)!;
    const hour = periodStart(await timestampOf(log.blockNumber), 'hour' satisfies CandlePeriod);
    switch (log.eventName) {
      case 'Sync': {
        const { reserve0, reserve1 } = log.args;
        const price0 = reprice(pair.address, [token1, reserve1], [token0, reserve0]);
        const price1 = reprice(pair.address, [token0, reserve0], [token1, reserve1]);
        Object.assign(token0, price0);
        Object.assign(token1, price1);
        pair.reserve0 = reserve0;
        pair.reserve1 = reserve1;
        pair.tvlUsd = reservesUsd(side(token0, reserve0), side(token1, reserve1));
        const price = pairPrice(reserve0, reserve1, token0.decimals, token1.decimals);
        pair.hours.set(hour, nextCandle(pair.hours.get(hour), price));
        break;
      }
      case 'Swap': {
        const volumeUsd = swapVolumeUsd(log.args, side(token0, pair.reserve0), side(token1, pair.reserve1));
        pair.volume0 += log.args.amount0In + log.args.amount0Out;
        pair.volume1 += log.args.amount1In + log.args.amount1Out;
        pair.volumeUsd += volumeUsd;
        pair.hourVolumeUsd.set(hour, (pair.hourVolumeUsd.get(hour) ?? 0) + volumeUsd);
        pair.txCount += 1;
        model.swapCount += 1;
        model.transactions.push({
          kind: 'swap',
          pair: pair.address,
          account: await senderOf(log.transactionHash),
          txHash: log.transactionHash,
        });
        break;
      }
      case 'Mint':
      case 'Burn':
        pair.txCount += 1;
        model.transactions.push({
          kind: log.eventName === 'Mint' ? 'add' : 'remove',
          pair: pair.address,
          account: await senderOf(log.transactionHash),
          txHash: log.transactionHash,
        });
        break;
      case 'Transfer': {
        const holders = model.lpHolders.get(pair.address) ?? new Set<Hex>();
        for (const account of [log.args.from, log.args.to]) if (account !== zeroAddress) holders.add(lower(account));
        model.lpHolders.set(pair.address, holders);
        break;
      }
    }
  }
  return model;
}
