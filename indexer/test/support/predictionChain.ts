// The prediction as the chain has it, to hold the indexer's REST answers against: every round
// from rounds(epoch), every bet from the BetBull/BetBear logs with its ledger(epoch, user), every
// claim from the Claim logs, and each account's totals replayed from them.
import { flaskPredictionAbi } from '@flaskswap/contracts';
import type { TestDevnet } from '@flaskswap/devnet';
import { type Address, getAbiItem, type Hex } from 'viem';

/** A round exactly as the REST API answers it (bigints as decimal strings). */
export interface RoundJson {
  epoch: string;
  startBlock: string;
  lockBlock: string;
  endBlock: string;
  lockPrice: string;
  closePrice: string;
  totalAmount: string;
  bullAmount: string;
  bearAmount: string;
  rewardBaseCalAmount: string;
  rewardAmount: string;
  oracleCalled: boolean;
}

export interface BetJson {
  id: string;
  hash: Hex;
  amount: string;
  position: 'Bull' | 'Bear';
  claimed: boolean;
  claimedHash: Hex | null;
  claimedAmount: string | null;
  createdAt: string;
  block: string;
  round: RoundJson;
  user: { id: string; address: string; block: string; totalBets: string; totalBNB: string };
}

export interface UserJson {
  id: string;
  address: string;
  block: string;
  totalBets: string;
  totalBNB: string;
  totalBNBClaimed: string;
}

export interface PredictionChainModel {
  rounds: Map<bigint, RoundJson>;
  /** Bets keyed `<epoch>-<user>`, with the ledger's claimed flag and the claim's log. */
  bets: Map<string, Omit<BetJson, 'round' | 'user'> & { epoch: bigint; user: Address }>;
  users: Map<Address, UserJson>;
}

export async function readPredictionChain(devnet: TestDevnet, head: bigint): Promise<PredictionChainModel> {
  const { client, manifest } = devnet;
  const address = manifest.contracts.FlaskPrediction!;
  const range = { address, fromBlock: BigInt(manifest.startBlock), toBlock: head } as const;
  const readRound = (epoch: bigint) =>
    client.readContract({ address, abi: flaskPredictionAbi, functionName: 'rounds', args: [epoch], blockNumber: head });

  const rounds = new Map<bigint, RoundJson>();
  const currentEpoch = await client.readContract({
    address,
    abi: flaskPredictionAbi,
    functionName: 'currentEpoch',
    blockNumber: head,
  });
  for (let epoch = 1n; epoch <= currentEpoch; epoch++) {
    const [, startBlock, lockBlock, endBlock, lockPrice, closePrice, total, bull, bear, base, reward, oracleCalled] =
      await readRound(epoch);
    rounds.set(epoch, {
      epoch: epoch.toString(),
      startBlock: startBlock.toString(),
      lockBlock: lockBlock.toString(),
      endBlock: endBlock.toString(),
      lockPrice: lockPrice.toString(),
      closePrice: closePrice.toString(),
      totalAmount: total.toString(),
      bullAmount: bull.toString(),
      bearAmount: bear.toString(),
      rewardBaseCalAmount: base.toString(),
      rewardAmount: reward.toString(),
      oracleCalled,
    });
  }

  const event = (name: 'BetBull' | 'BetBear' | 'Claim') => getAbiItem({ abi: flaskPredictionAbi, name });
  const [bulls, bears, claims] = await Promise.all([
    client.getLogs({ ...range, event: event('BetBull') }),
    client.getLogs({ ...range, event: event('BetBear') }),
    client.getLogs({ ...range, event: event('Claim') }),
  ]);
  const timestamps = new Map<bigint, bigint>();
  const timestampOf = async (block: bigint) => {
    if (!timestamps.has(block)) timestamps.set(block, (await client.getBlock({ blockNumber: block })).timestamp);
    return timestamps.get(block)!;
  };

  const bets: PredictionChainModel['bets'] = new Map();
  const users = new Map<Address, UserJson>();
  const betLogs = [
    ...bulls.map((log) => ({ log, position: 'Bull' as const })),
    ...bears.map((log) => ({ log, position: 'Bear' as const })),
  ];
  betLogs.sort((a, b) => Number(a.log.blockNumber - b.log.blockNumber) || a.log.logIndex - b.log.logIndex);
  for (const { log, position } of betLogs) {
    const { sender, epoch, amount } = log.args as { sender: Address; epoch: bigint; amount: bigint };
    const user = sender.toLowerCase() as Address;
    const [ledgerPosition, ledgerAmount, claimed] = await client.readContract({
      address,
      abi: flaskPredictionAbi,
      functionName: 'ledger',
      args: [epoch, sender],
      blockNumber: head,
    });
    // The ledger and the log must tell the same bet, or the model itself is wrong.
    if (ledgerAmount !== amount || ledgerPosition !== (position === 'Bull' ? 0 : 1))
      throw new Error(`ledger(${epoch}, ${sender}) disagrees with its ${position} log`);
    bets.set(`${epoch}-${user}`, {
      id: `${epoch}-${user}`,
      hash: log.transactionHash,
      amount: amount.toString(),
      position,
      claimed,
      claimedHash: null,
      claimedAmount: null,
      createdAt: (await timestampOf(log.blockNumber)).toString(),
      block: log.blockNumber.toString(),
      epoch,
      user,
    });
    const totals = users.get(user) ?? {
      id: user,
      address: user,
      block: log.blockNumber.toString(),
      totalBets: '0',
      totalBNB: '0',
      totalBNBClaimed: '0',
    };
    totals.totalBets = (BigInt(totals.totalBets) + 1n).toString();
    totals.totalBNB = (BigInt(totals.totalBNB) + amount).toString();
    users.set(user, totals);
  }
  for (const log of claims) {
    const { sender, epoch, amount } = log.args as { sender: Address; epoch: bigint; amount: bigint };
    const user = sender.toLowerCase() as Address;
    const bet = bets.get(`${epoch}-${user}`)!;
    bet.claimedHash = log.transactionHash;
    bet.claimedAmount = amount.toString();
    const totals = users.get(user)!;
    totals.totalBNBClaimed = (BigInt(totals.totalBNBClaimed) + amount).toString();
  }
  return { rounds, bets, users };
}

/** GET on the indexer's REST routes: the status and the parsed body. */
export async function getJson<T>(url: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

/** Every bet the API answers for `query` (user, claimed), read a page of `first` at a time. */
export async function allBets(url: string, query: string, first = 1000): Promise<BetJson[]> {
  const bets: BetJson[] = [];
  for (let skip = 0; ; skip += first) {
    const { status, body } = await getJson<{ bets: BetJson[] }>(
      url,
      `/prediction/bets?${query}&first=${first}&skip=${skip}`,
    );
    if (status !== 200) throw new Error(`/prediction/bets?${query} answered ${status}`);
    bets.push(...body.bets);
    if (body.bets.length < first) return bets;
  }
}
