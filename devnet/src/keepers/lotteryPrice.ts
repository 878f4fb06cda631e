// The ticket price a lottery round opens with: 5 USD of FLASK (SPEC.md §9) at the FLASK/BUSD pair's
// price, BUSD counted as a dollar. The keeper uses the pair's time-weighted price (FlaskUsdTwap), so
// a trade that moves the pair right before `startLottery` cannot set the round's price; the devnet
// seed, which deploys the pair itself, reads the spot reserves (ticketPriceInFlask).
import { flaskFactoryAbi, flaskPairAbi } from '@flaskswap/contracts';
import { averagePrices, flaskForUsd, observePair, type PairObservation, TICKET_PRICE_USD } from '@flaskswap/sdk';
import { type Address, erc20Abi, type PublicClient, parseEther, zeroAddress } from 'viem';
import type { Manifest } from '../manifest.ts';

/** A public client, or a deploy client (a wallet client with public actions). */
type PriceReader = Pick<PublicClient, 'readContract'>;
type ChainReader = Pick<PublicClient, 'readContract' | 'getBlock'>;

/** The time-weighted price spans up to this much of the recent past (longer when the keeper ran longer). */
export const TICKET_PRICE_TWAP_SECONDS = 30 * 60;
/** Shorter than this is no average: the keeper waits for more time to pass. */
export const TICKET_PRICE_MIN_TWAP_SECONDS = 60;
/** A keeper that just started reads the pair this many blocks back (full nodes keep the last 128 states). */
const LOOKBACK_BLOCKS = 100n;
/** At most one sample a minute is kept: 30 for the window. */
const SAMPLE_EVERY_SECONDS = 60;

interface FlaskBusdPair {
  address: Address;
  flaskIsToken0: boolean;
  /** USD (18 decimals) per whole FLASK = raw BUSD per raw FLASK × 10^exponent. */
  exponent: bigint;
}

async function flaskBusdPair(client: PriceReader, manifest: Manifest): Promise<FlaskBusdPair> {
  const factory = manifest.contracts.FlaskFactory;
  const flask = manifest.tokens.FLASK;
  const busd = manifest.tokens.BUSD;
  if (!factory || !flask || !busd) throw new Error('the manifest has no FlaskFactory, FLASK or BUSD');
  const address = await client.readContract({
    address: factory,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [flask, busd],
  });
  if (address === zeroAddress) throw new Error('there is no FLASK/BUSD pair');
  const decimals = (token: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
  const [flaskDecimals, busdDecimals] = await Promise.all([decimals(flask), decimals(busd)]);
  return {
    address,
    flaskIsToken0: flask.toLowerCase() < busd.toLowerCase(),
    exponent: BigInt(18 + flaskDecimals - busdDecimals),
  };
}

/** USD per FLASK (18 decimals) from the FLASK/BUSD pair's spot reserves. */
export async function flaskUsdPrice(client: PriceReader, manifest: Manifest): Promise<bigint> {
  const pair = await flaskBusdPair(client, manifest);
  const [reserve0, reserve1] = await client.readContract({
    address: pair.address,
    abi: flaskPairAbi,
    functionName: 'getReserves',
  });
  const [flaskReserve, busdReserve] = pair.flaskIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
  if (flaskReserve === 0n) throw new Error('the FLASK/BUSD pair is empty');
  return (BigInt(busdReserve) * 10n ** pair.exponent) / BigInt(flaskReserve);
}

/** FLASK (wei) worth TICKET_PRICE_USD at the spot reserves (the seed's rounds). */
export async function ticketPriceInFlask(client: PriceReader, manifest: Manifest): Promise<bigint> {
  return flaskForUsd(parseEther(String(TICKET_PRICE_USD)), await flaskUsdPrice(client, manifest));
}

/**
 * The FLASK/BUSD pair's time-weighted USD price: from the oldest reading within
 * TICKET_PRICE_TWAP_SECONDS (the keeper's own samples, or the pair's state LOOKBACK_BLOCKS back)
 * to now, or from an older one when those span less than half the window.
 */
export class FlaskUsdTwap {
  private pair: FlaskBusdPair | undefined;
  private samples: PairObservation[] = [];

  constructor(
    private readonly client: ChainReader,
    private readonly manifest: Manifest,
  ) {}

  /** The pair's accumulators as of a block (the latest by default). */
  async observe(blockNumber?: bigint): Promise<PairObservation> {
    this.pair ??= await flaskBusdPair(this.client, this.manifest);
    const address = this.pair.address;
    const at = blockNumber === undefined ? {} : { blockNumber };
    const read = <F extends 'getReserves' | 'price0CumulativeLast' | 'price1CumulativeLast'>(functionName: F) =>
      this.client.readContract({ address, abi: flaskPairAbi, functionName, ...at });
    const [block, [reserve0, reserve1, blockTimestampLast], price0CumulativeLast, price1CumulativeLast] =
      await Promise.all([
        this.client.getBlock(blockNumber === undefined ? { blockTag: 'latest' } : { blockNumber }),
        read('getReserves'),
        read('price0CumulativeLast'),
        read('price1CumulativeLast'),
      ]);
    return observePair(
      {
        price0CumulativeLast,
        price1CumulativeLast,
        reserve0,
        reserve1,
        blockTimestampLast: Number(blockTimestampLast),
      },
      Number(block.timestamp),
    );
  }

  /** Keeps a reading of now (at most one a minute; of those older than the window, only the youngest). */
  async sample(): Promise<void> {
    const now = await this.observe();
    const last = this.samples.at(-1);
    if (!last || now.timestamp - last.timestamp >= SAMPLE_EVERY_SECONDS) this.samples.push(now);
    // Those within the window, and the youngest beyond it (what a clock that jumped leaves to average from).
    const inWindow = (sample: PairObservation) => now.timestamp - sample.timestamp <= TICKET_PRICE_TWAP_SECONDS;
    const beyond = this.samples.filter((sample) => !inWindow(sample)).at(-1);
    this.samples = [...(beyond ? [beyond] : []), ...this.samples.filter(inWindow)];
  }

  /** USD (18 decimals) per FLASK, averaged; throws while less than a minute of readings exists. */
  async usdPrice(): Promise<bigint> {
    const now = await this.observe();
    const readings = [...this.samples];
    const latest = (await this.client.getBlock({ blockTag: 'latest' })).number;
    if (latest !== null && latest > LOOKBACK_BLOCKS) {
      // A pruned node may no longer have that state: the samples alone then.
      const past = await this.observe(latest - LOOKBACK_BLOCKS).catch(() => undefined);
      if (past) readings.push(past);
    }
    const age = (reading: PairObservation) => now.timestamp - reading.timestamp;
    const usable = readings.filter((reading) => age(reading) >= TICKET_PRICE_MIN_TWAP_SECONDS);
    // The oldest within the window; when that spans less than half of it (a keeper that just started,
    // or a chain whose clock jumped: a short span is easy to hold a price over), the youngest beyond it.
    const inWindow = usable.filter((reading) => age(reading) <= TICKET_PRICE_TWAP_SECONDS);
    const oldestInWindow = inWindow.reduce<PairObservation | undefined>(
      (a, b) => (a && age(a) >= age(b) ? a : b),
      undefined,
    );
    const youngestBeyond = usable
      .filter((reading) => age(reading) > TICKET_PRICE_TWAP_SECONDS)
      .reduce<PairObservation | undefined>((a, b) => (a && age(a) <= age(b) ? a : b), undefined);
    const from =
      oldestInWindow && (age(oldestInWindow) >= TICKET_PRICE_TWAP_SECONDS / 2 || !youngestBeyond)
        ? oldestInWindow
        : youngestBeyond;
    const average = from && averagePrices(from, now);
    if (!average) throw new Error('no time-weighted FLASK price yet (less than a minute of readings)');
    const busdPerFlask = this.pair!.flaskIsToken0 ? average.price0 : average.price1;
    return (busdPerFlask * 10n ** this.pair!.exponent) / 10n ** 18n;
  }

  /** FLASK (wei) worth TICKET_PRICE_USD at the time-weighted price. */
  async ticketPrice(): Promise<bigint> {
    return flaskForUsd(parseEther(String(TICKET_PRICE_USD)), await this.usdPrice());
  }
}
