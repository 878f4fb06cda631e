// Plays prediction rounds on a test devnet the way the keepers do: the operator starts, locks and
// executes rounds, the feed's owner publishes a new price right before each, blocks are mined
// with anvil_mine instead of waited for.
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import {
  devnetTransport,
  mineTo,
  oracleKeeperAccount,
  predictionOperatorAccount,
  sendAndWait,
  type TestDevnet,
} from '@flaskswap/devnet';
import { type Account, type Address, createWalletClient, type Hex, parseEther, type TransactionReceipt } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

export type Side = 'Bull' | 'Bear';

export interface PredictionRounds {
  prediction: Address;
  intervalBlocks: bigint;
  bufferBlocks: bigint;
  /** A new account with `bnb` BNB. */
  fundedAccount(bnb?: string): Promise<Account>;
  head(): Promise<bigint>;
  /** Mines until the head is at least `block`. */
  mineTo(block: bigint): Promise<void>;
  currentEpoch(): Promise<bigint>;
  /** Starts a new run (after mining past the current round's lock window when there is one); its epoch. */
  restartRun(): Promise<bigint>;
  /** Mines to the current round's lock block, publishes `price`, then genesisLockRound. */
  genesisLock(price: bigint): Promise<TransactionReceipt>;
  /** Mines to the current round's lock block, publishes `price`, then executeRound. */
  execute(price: bigint): Promise<TransactionReceipt>;
  /** Mines past round `epoch`'s end block plus the buffer: unless it was closed, it is canceled. */
  mineUntilRefundable(epoch: bigint): Promise<void>;
  bet(account: Account, epoch: bigint, side: Side, bnb: string): Promise<TransactionReceipt>;
  claim(account: Account, epochs: bigint[]): Promise<TransactionReceipt>;
}

export async function predictionRounds(devnet: TestDevnet): Promise<PredictionRounds> {
  const { manifest, chain } = devnet;
  const { client } = devnet;
  const transport = devnetTransport(devnet.anvil.rpcUrl);
  const prediction = manifest.contracts.FlaskPrediction;
  const feed = manifest.contracts.BnbUsdPriceFeed;
  if (!prediction || !feed) throw new Error('the devnet manifest has no FlaskPrediction or BnbUsdPriceFeed');
  const wallet = (account: Account) => createWalletClient({ account, chain, transport });
  const operator = wallet(predictionOperatorAccount);
  const oracleKeeper = wallet(oracleKeeperAccount);
  const read = <const Name extends 'intervalBlocks' | 'bufferBlocks' | 'currentEpoch'>(functionName: Name) =>
    client.readContract({ address: prediction, abi: flaskPredictionAbi, functionName }) as Promise<bigint>;
  const [intervalBlocks, bufferBlocks] = await Promise.all([read('intervalBlocks'), read('bufferBlocks')]);

  const confirm = (hash: Hex) => sendAndWait(client, hash, { label: `prediction transaction ${hash}` });
  const fund = (address: Address, bnb: string) => client.setBalance({ address, value: parseEther(bnb) });
  // The keepers pay gas; a test chain need not have been seeded with their BNB.
  await Promise.all([fund(predictionOperatorAccount.address, '100'), fund(oracleKeeperAccount.address, '100')]);

  const head = () => client.getBlockNumber({ cacheTime: 0 });
  const mineUntil = (block: bigint) => mineTo(client, block);
  const currentEpoch = () => read('currentEpoch');
  const roundBlocks = async (epoch: bigint) => {
    const round = await client.readContract({
      address: prediction,
      abi: flaskPredictionAbi,
      functionName: 'rounds',
      args: [epoch],
    });
    return { lockBlock: BigInt(round[2]), endBlock: BigInt(round[3]) };
  };
  const lockBlockOf = async (epoch: bigint) => (await roundBlocks(epoch)).lockBlock;
  const publish = async (price: bigint) =>
    confirm(
      await oracleKeeper.writeContract({
        address: feed,
        abi: devnetPriceFeedAbi,
        functionName: 'submit',
        args: [price],
      }),
    );
  const operate = async (functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound') =>
    confirm(await operator.writeContract({ address: prediction, abi: flaskPredictionAbi, functionName }));
  const lockCurrent = async (price: bigint, functionName: 'genesisLockRound' | 'executeRound') => {
    await mineUntil(await lockBlockOf(await currentEpoch()));
    await publish(price);
    return operate(functionName);
  };

  return {
    prediction,
    intervalBlocks,
    bufferBlocks,
    async fundedAccount(bnb = '10') {
      const account = privateKeyToAccount(generatePrivateKey());
      await fund(account.address, bnb);
      return account;
    },
    head,
    mineTo: mineUntil,
    currentEpoch,
    async restartRun() {
      const epoch = await currentEpoch();
      // genesisStartRound is allowed once the current round can no longer be locked.
      if (epoch > 0n) await mineUntil((await lockBlockOf(epoch)) + bufferBlocks + 1n);
      await operate('genesisStartRound');
      return currentEpoch();
    },
    genesisLock: (price) => lockCurrent(price, 'genesisLockRound'),
    execute: (price) => lockCurrent(price, 'executeRound'),
    async mineUntilRefundable(epoch) {
      await mineUntil((await roundBlocks(epoch)).endBlock + bufferBlocks + 1n);
    },
    async bet(account, epoch, side, bnb) {
      const hash = await wallet(account).writeContract({
        address: prediction,
        abi: flaskPredictionAbi,
        functionName: side === 'Bull' ? 'betBull' : 'betBear',
        args: [epoch],
        value: parseEther(bnb),
      });
      return confirm(hash);
    },
    async claim(account, epochs) {
      const hash = await wallet(account).writeContract({
        address: prediction,
        abi: flaskPredictionAbi,
        functionName: 'claim',
        args: [epochs],
      });
      return confirm(hash);
    },
  };
}
