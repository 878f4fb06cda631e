// The prediction on a fresh devnet (port 8620 unless PREDICTION_SEED_TEST_PORT says otherwise): the
// deploy step's feed and contract settings.
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
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
