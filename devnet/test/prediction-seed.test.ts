// The prediction on a fresh devnet (port 8620 unless PREDICTION_SEED_TEST_PORT says otherwise): the
// deploy step's feed and contract settings, the seed's story on chain as exported, a run left going.
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount, devnetAccounts, playerAccounts } from '../src/accounts.ts';
import { PREDICTION_SEED_STORY, predictionBettorAccounts } from '../src/deploy/prediction.seed.ts';
import { DEVNET_BNB_USD_ANSWER } from '../src/deploy/prediction.ts';
import { oracleKeeperAccount, predictionOperatorAccount } from '../src/keepers/account.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.PREDICTION_SEED_TEST_PORT ?? 8620);

let devnet: TestDevnet;
const contract = (name: string) => devnet.manifest.contracts[name] as Address;
const predictionRead = (
  functionName:
    | 'oracle'
    | 'operator'
    | 'owner'
    | 'treasury'
    | 'intervalBlocks'
    | 'bufferBlocks'
    | 'minBetAmount'
    | 'rewardRate'
    | 'oracleUpdateAllowance',
) => devnet.client.readContract({ address: contract('FlaskPrediction'), abi: flaskPredictionAbi, functionName });

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
});

afterAll(() => devnet?.stop());

describe('prediction deploy on the devnet', () => {
  it('reads a BNB / USD devnet feed with 8 decimals, owned by the oracle keeper', async () => {
    const feed = contract('BnbUsdPriceFeed');
    const read = (functionName: 'decimals' | 'description' | 'owner') =>
      devnet.client.readContract({ address: feed, abi: devnetPriceFeedAbi, functionName });
    expect(await read('decimals')).toBe(8);
    expect(await read('description')).toBe('BNB / USD');
    expect(await read('owner')).toBe(oracleKeeperAccount.address);
    expect(DEVNET_BNB_USD_ANSWER).toBe(300_00000000n);
    expect(await predictionRead('oracle')).toBe(feed);
  });

  it("has SPEC §9's settings, the deployer as owner and the operator keeper", async () => {
    expect(await predictionRead('intervalBlocks')).toBe(100n);
    expect(await predictionRead('bufferBlocks')).toBe(20n);
    expect(await predictionRead('minBetAmount')).toBe(parseEther('0.001'));
    expect(await predictionRead('rewardRate')).toBe(97n);
    expect(await predictionRead('oracleUpdateAllowance')).toBe(300n);
    expect(await predictionRead('owner')).toBe(deployerAccount.address);
    expect(await predictionRead('operator')).toBe(predictionOperatorAccount.address);
    expect(await predictionRead('treasury')).toBe(deployerAccount.address);
  });
});

const prediction = () => contract('FlaskPrediction');
const round = async (epoch: number) => {
  const [, startBlock, lockBlock, endBlock, lockPrice, closePrice, , , , rewardBaseCalAmount, , oracleCalled] =
    await devnet.client.readContract({
      address: prediction(),
      abi: flaskPredictionAbi,
      functionName: 'rounds',
      args: [BigInt(epoch)],
    });
  return { startBlock, lockBlock, endBlock, lockPrice, closePrice, rewardBaseCalAmount, oracleCalled };
};
const ledger = (epoch: number, account: Address) =>
  devnet.client.readContract({
    address: prediction(),
    abi: flaskPredictionAbi,
    functionName: 'ledger',
    args: [BigInt(epoch), account],
  });
const check = (functionName: 'claimable' | 'refundable', epoch: number, account: Address) =>
  devnet.client.readContract({
    address: prediction(),
    abi: flaskPredictionAbi,
    functionName,
    args: [BigInt(epoch), account],
  });

describe('prediction seed', () => {
  it("puts the history player's story on chain as exported", async () => {
    const player = PREDICTION_SEED_STORY.account;
    expect(player).toBe(devnetAccounts[8]!.address);
    for (const bet of PREDICTION_SEED_STORY.bets) {
      const [position, amount, claimed] = await ledger(bet.epoch, player);
      expect({ epoch: bet.epoch, position: position === 0 ? 'Bull' : 'Bear', amount, claimed }).toEqual({
        epoch: bet.epoch,
        position: bet.position,
        amount: bet.amount,
        claimed: bet.claimed,
      });
      const { lockPrice, closePrice, oracleCalled } = await round(bet.epoch);
      const up = closePrice > lockPrice;
      const down = closePrice < lockPrice;
      const result = !oracleCalled
        ? 'canceled'
        : !up && !down
          ? 'house'
          : (up && bet.position === 'Bull') || (down && bet.position === 'Bear')
            ? 'won'
            : 'lost';
      expect({ epoch: bet.epoch, result }).toEqual({ epoch: bet.epoch, result: bet.result });
      expect(await check('claimable', bet.epoch, player)).toBe(bet.result === 'won' && !bet.claimed);
      expect(await check('refundable', bet.epoch, player)).toBe(bet.result === 'canceled' && !bet.claimed);
    }
    expect(PREDICTION_SEED_STORY.bets.map((bet) => bet.result).sort()).toEqual([
      'canceled',
      'house',
      'lost',
      'won',
      'won',
    ]);
  });

  it('leaves a live round and a round open for bets', async () => {
    const current = Number(
      await devnet.client.readContract({
        address: prediction(),
        abi: flaskPredictionAbi,
        functionName: 'currentEpoch',
      }),
    );
    expect(current).toBe(9);
    const live = await round(8);
    expect(live.lockPrice).toBeGreaterThan(0n);
    expect(live.oracleCalled).toBe(false);
    const open = await round(9);
    const block = Number(await devnet.client.getBlockNumber({ cacheTime: 0 }));
    expect(block).toBeGreaterThanOrEqual(open.startBlock);
    expect(block).toBeLessThan(open.lockBlock);
  });

  it('has pots from the seeded bettors and no bet from players #1-#7', async () => {
    let bettorBets = 0;
    for (let epoch = 1; epoch <= 9; epoch++) {
      for (const player of playerAccounts.slice(0, 7)) expect((await ledger(epoch, player.address))[1]).toBe(0n);
      for (const bettor of predictionBettorAccounts) if ((await ledger(epoch, bettor.address))[1] > 0n) bettorBets++;
    }
    expect(bettorBets).toBeGreaterThan(15);
  });
});
