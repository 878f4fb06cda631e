// Voting power at a block (sdk votingPower): one multicall at that block over every source the
// manifest names. Pruned nodes forget old states (npm start's anvil keeps 64), so when a proposal
// is published its snapshot is captured: the power of every address that ever received FLASK or
// FLASK-BNB LP (each source needs one of those first) is stored. Reads try the chain, then the
// capture, where an address without a row had no power.
import { flaskVaultAbi, masterChefAbi, smartChefAbi } from '@flaskswap/contracts';
import {
  logRangeFor,
  MULTICALL3_ADDRESS,
  scanLogs,
  type VotingPower,
  votingPower,
  votingPowerHash,
} from '@flaskswap/sdk';
import type { Manifest } from '@flaskswap/sdk/manifest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type Address,
  BaseError,
  erc20Abi,
  type Hex,
  HttpRequestError,
  parseAbi,
  parseAbiItem,
  TimeoutError,
} from 'viem';
import type { ChainConnection } from '../chain.ts';
import type { HubDatabase } from '../db/client.ts';
import { snapshotCaptures, votingPower as votingPowerTable } from '../db/schema.ts';
import { VotingError } from './errors.ts';

/** Above this many holders a capture is skipped: such a chain needs an archive node (docs/hub.md). */
export const DEFAULT_CAPTURE_LIMIT = 5_000;
/** Addresses per multicall: about 20 calls each, well under an eth_call's gas. */
const ADDRESSES_PER_MULTICALL = 40;

const pairAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function totalSupply() view returns (uint256)',
]);
const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** The node answers, but no longer has (or never had) that block's state. */
class StateUnreadableError extends Error {
  constructor(block: bigint) {
    super(`Block ${block}: the state cannot be read`);
  }
}

/** A VotingPower's parts as the decimal strings the database and the API hold. */
export function powerAsDecimals(power: VotingPower) {
  return {
    wallet: power.wallet.toString(),
    vault: power.vault.toString(),
    pool0: power.pool0.toString(),
    flaskPools: power.flaskPools.toString(),
    lp: power.lp.toString(),
    total: power.total.toString(),
  };
}

/** The request got no answer from the node (down, refused, timed out), as opposed to an answer that is an error. */
function nodeUnreachable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  );
}

/** Where voting power sits, from the manifest; a missing contract adds nothing. */
export interface PowerSources {
  flask: Address;
  vault?: Address;
  masterChef?: Address;
  /** SmartChef pools staking FLASK. */
  flaskPools: Address[];
  /** The FLASK-BNB farm and its pair. */
  flaskBnb?: { pid: bigint; pair: Address };
  multicall: Address;
  startBlock: bigint;
}

export function powerSources(manifest: Manifest): PowerSources | undefined {
  const flask = manifest.tokens.FLASK ?? manifest.contracts.FlaskToken;
  if (!flask) return undefined;
  const farm = manifest.farms?.find(
    (f) => (f.token === 'FLASK' && f.quoteToken === 'WBNB') || (f.token === 'WBNB' && f.quoteToken === 'FLASK'),
  );
  return {
    flask,
    vault: manifest.contracts.FlaskVault,
    masterChef: manifest.contracts.MasterChef,
    flaskPools: (manifest.pools ?? []).filter((pool) => pool.stakingToken === 'FLASK').map((pool) => pool.address),
    flaskBnb: farm ? { pid: BigInt(farm.pid), pair: farm.lpAddress } : undefined,
    multicall: manifest.contracts.Multicall3 ?? MULTICALL3_ADDRESS,
    startBlock: BigInt(manifest.startBlock),
  };
}

export interface VotingPowerReader {
  latestBlock(): Promise<bigint>;
  /**
   * Each address's power at `block` (keyed by lowercase address): from the chain, else from that
   * block's capture; undefined when neither has the block.
   */
  powerAt(addresses: readonly Address[], block: bigint): Promise<Map<string, VotingPower> | undefined>;
  /** Stores the power of every holder at `block` (once per block). False when over the limit. */
  capture(block: bigint): Promise<boolean>;
}

export function createVotingPowerReader({
  chain,
  db,
  captureLimit = DEFAULT_CAPTURE_LIMIT,
}: {
  chain: ChainConnection;
  db: HubDatabase;
  captureLimit?: number;
}): VotingPowerReader {
  const { client } = chain;
  const capturing = new Map<bigint, Promise<boolean>>();

  async function sources(): Promise<PowerSources> {
    const manifest = await chain.manifest();
    const found = manifest && powerSources(manifest);
    if (!found) throw new VotingError(503, 'FLASK is not deployed on this chain');
    return found;
  }

  /** Throws when the node cannot read that block's state. */
  async function readChain(addresses: readonly Address[], block: bigint, from: PowerSources) {
    const powers = new Map<string, VotingPower>();
    for (let i = 0; i < addresses.length; i += ADDRESSES_PER_MULTICALL) {
      const batch = addresses.slice(i, i + ADDRESSES_PER_MULTICALL);
      for (const [address, power] of await readBatch(batch, block, from)) powers.set(address, power);
    }
    return powers;
  }

  async function readBatch(addresses: readonly Address[], block: bigint, from: PowerSources) {
    const { vault, masterChef, flaskBnb } = from;
    const shared = [
      vault && { address: vault, abi: flaskVaultAbi, functionName: 'getPricePerFullShare' },
      flaskBnb && { address: flaskBnb.pair, abi: pairAbi, functionName: 'getReserves' },
      flaskBnb && { address: flaskBnb.pair, abi: pairAbi, functionName: 'token0' },
      flaskBnb && { address: flaskBnb.pair, abi: pairAbi, functionName: 'totalSupply' },
    ];
    const perAddress = (account: Address) => [
      { address: from.flask, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
      vault && { address: vault, abi: flaskVaultAbi, functionName: 'userInfo', args: [account] },
      masterChef && { address: masterChef, abi: masterChefAbi, functionName: 'userInfo', args: [0n, account] },
      ...from.flaskPools.map((pool) => ({
        address: pool,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [account],
      })),
      masterChef &&
        flaskBnb && {
          address: masterChef,
          abi: masterChefAbi,
          functionName: 'userInfo',
          args: [flaskBnb.pid, account],
        },
      flaskBnb && { address: flaskBnb.pair, abi: pairAbi, functionName: 'balanceOf', args: [account] },
    ];
    const calls = [...shared, ...addresses.flatMap(perAddress)];
    const present = calls.filter((call) => call !== undefined);
    // A failed call (a contract not deployed yet at that block) counts 0. A state the node no longer
    // has fails every call (viem reports the eth_call's error per call), FLASK's balanceOf included,
    // which never fails on a readable state: that throws, for the caller's capture fallback.
    const answers = await client.multicall({
      contracts: present as never[],
      blockNumber: block,
      multicallAddress: from.multicall,
      allowFailure: true,
      batchSize: 0,
    });
    const flaskRead = answers[shared.filter((call) => call !== undefined).length];
    if (flaskRead?.status !== 'success') {
      // viem reports a node that does not answer per call too: that is no answer about the state.
      if (nodeUnreachable(flaskRead?.error)) throw flaskRead!.error;
      throw new StateUnreadableError(block);
    }
    let next = 0;
    const results = calls.map((call) => {
      if (call === undefined) return undefined;
      const answer = answers[next++] as { status: 'success'; result: unknown } | { status: 'failure' };
      return answer.status === 'success' ? answer.result : undefined;
    });
    const amount = (value: unknown): bigint => (typeof value === 'bigint' ? value : 0n);
    const first = (value: unknown): bigint => (Array.isArray(value) ? amount(value[0]) : 0n);

    const [price, reserves, token0, lpSupply] = results.slice(0, shared.length);
    const flaskReserve = Array.isArray(reserves)
      ? amount(
          typeof token0 === 'string' && token0.toLowerCase() === from.flask.toLowerCase() ? reserves[0] : reserves[1],
        )
      : 0n;
    const powers = new Map<string, VotingPower>();
    const width = perAddress(addresses[0] ?? from.flask).length;
    addresses.forEach((account, index) => {
      const row = results.slice(shared.length + index * width, shared.length + (index + 1) * width);
      const [wallet, vaultUser, pool0User, ...rest] = row;
      const pools = rest.slice(0, from.flaskPools.length);
      const [farmUser, lpWallet] = rest.slice(from.flaskPools.length);
      powers.set(
        account.toLowerCase(),
        votingPower({
          walletFlask: amount(wallet),
          vaultShares: first(vaultUser),
          vaultPricePerFullShare: amount(price),
          pool0Staked: first(pool0User),
          flaskPoolsStaked: pools.map(first),
          lpInWallet: amount(lpWallet),
          lpInFarm: first(farmUser),
          lpFlaskReserve: flaskReserve,
          lpTotalSupply: amount(lpSupply),
        }),
      );
    });
    return powers;
  }

  async function readCapture(addresses: readonly Address[], block: bigint) {
    const [captured] = await db.select().from(snapshotCaptures).where(eq(snapshotCaptures.block, block));
    if (!captured) return undefined;
    const lower = addresses.map((address) => address.toLowerCase());
    const rows =
      lower.length === 0
        ? []
        : await db
            .select()
            .from(votingPowerTable)
            .where(and(eq(votingPowerTable.block, block), inArray(votingPowerTable.address, lower)));
    const stored = new Map(rows.map((row) => [row.address, row]));
    return new Map(
      lower.map((address): [string, VotingPower] => {
        const row = stored.get(address);
        return [
          address,
          {
            wallet: BigInt(row?.wallet ?? 0),
            vault: BigInt(row?.vault ?? 0),
            pool0: BigInt(row?.pool0 ?? 0),
            flaskPools: BigInt(row?.flaskPools ?? 0),
            lp: BigInt(row?.lp ?? 0),
            total: BigInt(row?.total ?? 0),
          },
        ];
      }),
    );
  }

  async function holdersAt(block: bigint, from: PowerSources): Promise<Address[]> {
    const holders = new Set<string>();
    const tokens = from.flaskBnb ? [from.flask, from.flaskBnb.pair] : [from.flask];
    // One range at a time, so the listing stops as soon as it is over the limit.
    await scanLogs({
      from: from.startBlock,
      to: block,
      span: logRangeFor(await chain.chainId()),
      rangesPerStep: 1,
      fetchRange: (range) => client.getLogs({ address: tokens, event: transferEvent, ...range }),
      onStep: (_step, logs) => {
        for (const log of logs) if (log.args.to) holders.add(log.args.to.toLowerCase());
        return holders.size <= captureLimit;
      },
    });
    return [...holders] as Address[];
  }

  return {
    latestBlock: () => client.getBlockNumber({ cacheTime: 0 }),

    async powerAt(addresses, block) {
      const from = await sources();
      try {
        return await readChain(addresses, block, from);
      } catch (error) {
        const captured = await readCapture(addresses, block);
        // A node that does not answer is not an invalid snapshot: the caller answers 503.
        if (!captured && !(error instanceof StateUnreadableError)) throw error;
        return captured;
      }
    },

    // One capture per block at a time: a second proposal on the same snapshot waits for the first's.
    capture(block) {
      let running = capturing.get(block);
      if (!running) {
        running = captureOnce(block).finally(() => capturing.delete(block));
        capturing.set(block, running);
      }
      return running;
    },
  };

  async function captureOnce(block: bigint): Promise<boolean> {
    const [done] = await db.select().from(snapshotCaptures).where(eq(snapshotCaptures.block, block));
    if (done) return true;
    const from = await sources();
    const holders = await holdersAt(block, from);
    if (holders.length > captureLimit) {
      console.warn(
        `[hub] ${holders.length} holders at block ${block}: over the capture limit of ${captureLimit}, so this snapshot is read from the chain only (needs an archive node)`,
      );
      return false;
    }
    const powers = await readChain(holders, block, from);
    const rows = [...powers]
      .filter(([, power]) => power.total > 0n)
      .map(([address, power]) => ({
        block,
        address,
        ...powerAsDecimals(power),
        hash: votingPowerHash(address as Address, block, power) as Hex,
      }));
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(snapshotCaptures)
        .values({ block, addresses: holders.length, capturedAt: new Date() })
        .onConflictDoNothing()
        .returning({ block: snapshotCaptures.block });
      if (claimed.length === 0) return; // captured meanwhile by another request
      for (let i = 0; i < rows.length; i += 500) await tx.insert(votingPowerTable).values(rows.slice(i, i + 500));
    });
    return true;
  }
}
