// Drives the prediction from the tests as its keepers would (the e2e devnet runs none): the
// operator starts, locks and settles rounds, the oracle keeper publishes prices, the owner
// pauses. Rounds are global: the prediction spec runs serially and each test starts its own run.
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import {
  type DevnetTestClient,
  deployerAccount,
  devnetChain,
  devnetTransport,
  mineTo,
  oracleKeeperAccount,
  predictionOperatorAccount,
  sendAndWait,
} from '@flaskswap/devnet';
import { type Manifest, type PredictionRound, positionFromIndex, roundFromContract } from '@flaskswap/sdk';
import { type Account, type Address, createWalletClient } from 'viem';
import { POLLING_MS, RPC_URL } from './env.ts';

type Prediction = { chain: DevnetTestClient; manifest: Manifest };

function predictionAddress(manifest: Manifest): Address {
  const address = manifest.contracts.FlaskPrediction;
  if (!address) throw new Error('No FlaskPrediction in the manifest');
  return address;
}

async function send(
  { chain }: Prediction,
  account: Account,
  request: {
    address: Address;
    abi: readonly unknown[];
    functionName: string;
    args?: readonly unknown[];
    value?: bigint;
  },
) {
  const wallet = createWalletClient({
    account,
    chain: devnetChain(RPC_URL),
    transport: devnetTransport(RPC_URL),
    pollingInterval: POLLING_MS,
  });
  return sendAndWait(chain, wallet.writeContract({ ...request, gas: 1_000_000n } as never), {
    label: request.functionName,
  });
}

function read<T>({ chain, manifest }: Prediction, functionName: string, args: readonly unknown[] = []): Promise<T> {
  return chain.readContract({
    address: predictionAddress(manifest),
    abi: flaskPredictionAbi,
    functionName,
    args,
  } as never) as Promise<T>;
}

export async function readRound({ chain, manifest }: Prediction, epoch: bigint): Promise<PredictionRound> {
  return roundFromContract(
    await chain.readContract({
      address: predictionAddress(manifest),
      abi: flaskPredictionAbi,
      functionName: 'rounds',
      args: [epoch],
    }),
  );
}

export const currentEpoch = (p: Prediction) => read<bigint>(p, 'currentEpoch');
const bufferBlocks = (p: Prediction) => read<bigint>(p, 'bufferBlocks');
const isPaused = (p: Prediction) => read<boolean>(p, 'paused');

export async function readLedger(p: Prediction, epoch: bigint, account: Address) {
  const [position, amount, claimed] = await read<readonly [number, bigint, boolean]>(p, 'ledger', [epoch, account]);
  return { position: positionFromIndex(position), amount, claimed };
}

/** The oracle keeper publishes `price` (8 decimals) as the feed's next round, stamped now. */
export async function submitPrice(p: Prediction, price: bigint) {
  const feed = p.manifest.contracts.BnbUsdPriceFeed;
  if (!feed) throw new Error('No BnbUsdPriceFeed in the manifest');
  await send(p, oracleKeeperAccount, { address: feed, abi: devnetPriceFeedAbi, functionName: 'submit', args: [price] });
}

function operate(p: Prediction, functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound') {
  return send(p, predictionOperatorAccount, {
    address: predictionAddress(p.manifest),
    abi: flaskPredictionAbi,
    functionName,
  });
}

/**
 * A new run whose first round is open for bets from now (its whole interval ahead): the current
 * round's lock window is mined past when needed, then genesisStartRound. Returns that epoch.
 */
export async function startFreshRun(p: Prediction): Promise<bigint> {
  await setPaused(p, false);
  const epoch = await currentEpoch(p);
  if (epoch > 0n) {
    const round = await readRound(p, epoch);
    await mineTo(p.chain, round.lockBlock + (await bufferBlocks(p)) + 1n);
  }
  await operate(p, 'genesisStartRound');
  return currentEpoch(p);
}

/**
 * Locks round `epoch` (the current one) at `price`: mines to its lock block, publishes the price
 * and locks it (genesisLockRound for a run's first round, else executeRound, which also ends the
 * round before at the same price). The next round opens.
 */
export async function lockRound(p: Prediction, epoch: bigint, price: bigint, first: boolean) {
  const round = await readRound(p, epoch);
  await mineTo(p.chain, round.lockBlock);
  await submitPrice(p, price);
  await operate(p, first ? 'genesisLockRound' : 'executeRound');
}

/**
 * Ends round `epoch` (locked, now live) at `closePrice`: mines to the next round's lock block,
 * publishes the price and executes (which also locks the next round at that price).
 */
export async function settleRound(p: Prediction, epoch: bigint, closePrice: bigint) {
  const next = await readRound(p, epoch + 1n);
  await mineTo(p.chain, next.lockBlock);
  await submitPrice(p, closePrice);
  await operate(p, 'executeRound');
}

/** Lets round `epoch` pass its end window unsettled: canceled, every bet in it refundable. */
export async function cancelRound(p: Prediction, epoch: bigint) {
  const round = await readRound(p, epoch);
  await mineTo(p.chain, round.endBlock + (await bufferBlocks(p)) + 1n);
}

/** The owner (the deployer on the devnet) pauses or resumes betting and the operator. */
export async function setPaused(p: Prediction, paused: boolean) {
  if ((await isPaused(p)) === paused) return;
  await send(p, deployerAccount, {
    address: predictionAddress(p.manifest),
    abi: flaskPredictionAbi,
    functionName: paused ? 'pause' : 'unpause',
  });
}

/** A bet sent straight to the contract from an unlocked devnet account (the other side of a pot). */
export async function betAs(p: Prediction, account: Address, epoch: bigint, position: 'Bull' | 'Bear', amount: bigint) {
  const wallet = createWalletClient({
    account,
    chain: devnetChain(RPC_URL),
    transport: devnetTransport(RPC_URL),
    pollingInterval: POLLING_MS,
  });
  const hash = await wallet.writeContract({
    address: predictionAddress(p.manifest),
    abi: flaskPredictionAbi,
    functionName: position === 'Bull' ? 'betBull' : 'betBear',
    args: [epoch],
    value: amount,
    gas: 300_000n,
  });
  await sendAndWait(p.chain, hash, { label: 'bet' });
}

/**
 * The transactions `account` sent to the prediction from `fromBlock` on and the gas they cost
 * (0 on an idle devnet, whose base fee decays to nothing).
 */
export async function predictionTransactions(p: Prediction, account: Address, fromBlock: bigint) {
  const prediction = predictionAddress(p.manifest).toLowerCase();
  const head = await p.chain.getBlockNumber({ cacheTime: 0 });
  let count = 0;
  let gas = 0n;
  for (let number = fromBlock; number <= head; number += 1n) {
    const block = await p.chain.getBlock({ blockNumber: number, includeTransactions: true });
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== account.toLowerCase() || tx.to?.toLowerCase() !== prediction) continue;
      const receipt = await p.chain.getTransactionReceipt({ hash: tx.hash });
      count += 1;
      gas += receipt.gasUsed * receipt.effectiveGasPrice;
    }
  }
  return { count, gas };
}
