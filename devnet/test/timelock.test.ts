// The timelock handover outside the devnet (docs/roles.md): an anvil answering as BSC testnet (97)
// on port 8607 (TIMELOCK_TEST_PORT), deployed as `npm run deploy` does, then finished once the
// delays have passed. A player account stands for the team multisig.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  devnetPriceFeedAbi,
  devnetVRFCoordinatorAbi,
  feeCollectorAbi,
  flaskFactoryAbi,
  flaskTimelockAbi,
  flaskTokenAbi,
} from '@flaskswap/contracts';
import { devnetPriceFeedBytecode, devnetVRFCoordinatorBytecode } from '@flaskswap/contracts/bytecode';
import { BSC_TESTNET_CHAIN_ID } from '@flaskswap/sdk';
import { parseManifest } from '@flaskswap/sdk/manifest';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount, playerAccounts } from '../src/accounts.ts';
import { type Anvil, startAnvil } from '../src/anvil.ts';
import { chainAt } from '../src/chain.ts';
import { createDeployClient, DeployContext } from '../src/deploy/context.ts';
import { deployAll } from '../src/deploy/index.ts';
import {
  controllersOf,
  finishHandover,
  handoverProblems,
  manifestContracts,
  timelockConfig,
} from '../src/deploy/timelock.ts';
import { passTime } from '../src/kit/chainTime.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import type { Manifest } from '../src/manifest.ts';

const PORT = Number(process.env.TIMELOCK_TEST_PORT ?? 8607);
const multisig = playerAccounts[0]!.address;
const deployer = deployerAccount.address;

let anvil: Anvil;
let ctx: DeployContext;
let manifest: Manifest;
const savedEnv = { ...process.env };

const client = () => ctx.client;
const contract = (name: string) => manifest.contracts[name] as Address;
const handover = () => manifest.handover!;
/** The Ownable2Step contracts the timelock must own (read through FeeCollector's ABI: the same functions). */
const ownables = [
  'FeeCollector',
  'MasterChef',
  'FlaskVault',
  'SmartChefFactory',
  'FlaskPrediction',
  'FlaskLottery',
  'FlaskStarterFactory',
  'FlaskCollectibleFactory',
  'LabPioneerCampaign',
  'BattleBrewerCampaign',
  'LaunchLabCampaign',
];
/** Besides FLASK, the contracts whose admin moves with a delay (read through FLASK's ABI: the same functions). */
const delayedAdmins = ['FlaskBunnies', 'FlaskAlchemists', 'FlaskProfile'];
const adminOf = (name: string, functionName: 'defaultAdmin' | 'pendingDefaultAdmin') =>
  client().readContract({ address: contract(name), abi: flaskTokenAbi, functionName });

const flaskRead = <F extends 'MINTER_ROLE' | 'DEFAULT_ADMIN_ROLE' | 'defaultAdmin' | 'pendingDefaultAdmin'>(
  functionName: F,
) => client().readContract({ address: manifest.tokens.FLASK!, abi: flaskTokenAbi, functionName });
const flaskHolds = (role: Hex, account: Address) =>
  client().readContract({
    address: manifest.tokens.FLASK!,
    abi: flaskTokenAbi,
    functionName: 'hasRole',
    args: [role, account],
  });
const timelockHolds = async (role: 'PROPOSER_ROLE' | 'CANCELLER_ROLE' | 'EXECUTOR_ROLE', account: Address) => {
  const timelock = contract('FlaskTimelock');
  const hash = await client().readContract({ address: timelock, abi: flaskTimelockAbi, functionName: role });
  return client().readContract({
    address: timelock,
    abi: flaskTimelockAbi,
    functionName: 'hasRole',
    args: [hash, account],
  });
};
const ownerOf = (name: string, functionName: 'owner' | 'pendingOwner') =>
  client().readContract({ address: contract(name), abi: feeCollectorAbi, functionName });
const factoryRead = (functionName: 'feeToSetter' | 'pendingFeeToSetter') =>
  client().readContract({ address: contract('FlaskFactory'), abi: flaskFactoryAbi, functionName });

async function latestTimestamp(): Promise<number> {
  return Number((await client().getBlock()).timestamp);
}

beforeAll(async () => {
  anvil = await startAnvil({ port: PORT, chainId: BSC_TESTNET_CHAIN_ID, blockTime: 1, mixedMining: true });
  process.env.TIMELOCK_PROPOSERS = multisig;
  delete process.env.TIMELOCK_EXECUTORS; // the proposers: the deployer executes only temporarily
  delete process.env.TIMELOCK_MIN_DELAY; // 1 hour on 97
  const chain = chainAt(BSC_TESTNET_CHAIN_ID, anvil.rpcUrl, 'BSC testnet (local)');
  const deployClient = createDeployClient(anvil.rpcUrl, chain, deployerAccount);
  // Chainlink's BNB/USD feed stand-in and the operator, which a real deployment takes from its environment.
  const feedHash = await deployClient.deployContract({
    abi: devnetPriceFeedAbi,
    bytecode: devnetPriceFeedBytecode,
    args: [8, 'BNB / USD', 300_00000000n, deployer],
  });
  process.env.PREDICTION_PRICE_FEED = (await sendAndWait(deployClient, feedHash)).contractAddress!;
  process.env.PREDICTION_OPERATOR = playerAccounts[1]!.address;
  // Chainlink's VRF coordinator stand-in and the lottery's settings, also from the environment.
  const coordinatorHash = await deployClient.deployContract({
    abi: devnetVRFCoordinatorAbi,
    bytecode: devnetVRFCoordinatorBytecode,
    args: [deployer],
  });
  process.env.LOTTERY_VRF_COORDINATOR = (await sendAndWait(deployClient, coordinatorHash)).contractAddress!;
  process.env.LOTTERY_VRF_KEY_HASH = `0x${'ab'.repeat(32)}`;
  process.env.LOTTERY_VRF_SUBSCRIPTION_ID = '42';
  process.env.LOTTERY_OPERATOR = playerAccounts[1]!.address;
  // The profile step writes its content files next to the manifest.
  process.env.DEPLOYMENTS_DIR = mkdtempSync(join(tmpdir(), 'flaskswap-timelock-'));
  ctx = new DeployContext(
    deployClient,
    { chainId: BSC_TESTNET_CHAIN_ID, contracts: {}, tokens: {}, startBlock: 0 },
    () => {},
  );
  // As `npm run deploy` does (it also validates the manifest before writing it).
  manifest = parseManifest(await deployAll(ctx, { seed: false }));
  ctx = new DeployContext(deployClient, manifest, () => {});
});

afterAll(async () => {
  if (process.env.DEPLOYMENTS_DIR) rmSync(process.env.DEPLOYMENTS_DIR, { recursive: true, force: true });
  process.env = savedEnv;
  await anvil?.stop();
});

describe('timelock settings', () => {
  it('default to 1 hour and the deployer on the testnet, and need the multisig on BSC', () => {
    expect(timelockConfig(97, deployer, {})).toEqual({ minDelay: 3600n, proposers: [deployer], executors: [deployer] });
    expect(() => timelockConfig(56, deployer, {})).toThrow(/TIMELOCK_PROPOSERS/);
    expect(timelockConfig(56, deployer, { TIMELOCK_PROPOSERS: multisig, TIMELOCK_EXECUTORS: 'open' })).toEqual({
      minDelay: 172_800n,
      proposers: [multisig],
      executors: ['0x0000000000000000000000000000000000000000'],
    });
    expect(() => timelockConfig(97, deployer, { TIMELOCK_MIN_DELAY: '1h' })).toThrow(/TIMELOCK_MIN_DELAY/);
  });
});

describe('deploy on BSC testnet', () => {
  it('offers every admin role to the timelock, the deployer still in charge until it executes', async () => {
    const timelock = contract('FlaskTimelock');
    expect(handover().timelock).toBe(timelock);
    expect(await flaskRead('defaultAdmin')).toBe(deployer);
    expect((await flaskRead('pendingDefaultAdmin'))[0]).toBe(timelock);
    expect(await factoryRead('feeToSetter')).toBe(deployer);
    expect(await factoryRead('pendingFeeToSetter')).toBe(timelock);
    for (const name of ownables) {
      expect(await ownerOf(name, 'owner')).toBe(deployer);
      expect(await ownerOf(name, 'pendingOwner')).toBe(timelock);
    }
    for (const name of delayedAdmins) {
      expect(await adminOf(name, 'defaultAdmin')).toBe(deployer);
      expect((await adminOf(name, 'pendingDefaultAdmin'))[0]).toBe(timelock);
    }
    // Sixteen holders, the FLASK admin role and the temporary executor role are not yet where they end.
    expect(await handoverProblems(ctx, handover())).toHaveLength(18);
  });

  it('schedules the accept batch, ready once both delays have passed', async () => {
    const { timelock, targets, operationId, readyAt, minDelay } = handover();
    expect(minDelay).toBe(3600);
    expect(targets).toEqual([
      manifest.tokens.FLASK,
      ...delayedAdmins.map(contract),
      contract('FlaskFactory'),
      ...ownables.map(contract),
    ]);
    const read = (functionName: 'isOperationPending' | 'isOperationReady') =>
      client().readContract({ address: timelock, abi: flaskTimelockAbi, functionName, args: [operationId] });
    expect(await read('isOperationPending')).toBe(true);
    expect(await read('isOperationReady')).toBe(false);
    const [, adminSchedule] = await flaskRead('pendingDefaultAdmin');
    expect(readyAt).toBeGreaterThan(Number(adminSchedule));
    expect(readyAt - (await latestTimestamp())).toBeGreaterThan(2 * 24 * 3600 - 60);
  });

  it('leaves the deployer no minter role and only a temporary executor role on the timelock', async () => {
    expect(await flaskHolds(await flaskRead('MINTER_ROLE'), contract('MasterChef'))).toBe(true);
    expect(await flaskHolds(await flaskRead('MINTER_ROLE'), deployer)).toBe(false);
    expect(await timelockHolds('PROPOSER_ROLE', deployer)).toBe(false);
    expect(await timelockHolds('CANCELLER_ROLE', deployer)).toBe(false);
    expect(await timelockHolds('EXECUTOR_ROLE', deployer)).toBe(true);
    expect(await timelockHolds('PROPOSER_ROLE', multisig)).toBe(true);
    expect(await timelockHolds('EXECUTOR_ROLE', multisig)).toBe(true);
  });

  it('refuses to finish before the delays have passed, saying how long is left', async () => {
    await expect(finishHandover(ctx)).rejects.toThrow(/not ready yet: (1 d 23 h|2 d)[^\n]* left \(ready at 20/);
    expect(await flaskRead('defaultAdmin')).toBe(deployer);
  });

  it('hands every role to the timelock once the delays have passed', async () => {
    const wait = handover().readyAt - (await latestTimestamp());
    await passTime(client(), wait);
    await finishHandover(ctx);

    const timelock = contract('FlaskTimelock');
    expect(await flaskRead('defaultAdmin')).toBe(timelock);
    expect(await factoryRead('feeToSetter')).toBe(timelock);
    for (const name of ownables) expect(await ownerOf(name, 'owner')).toBe(timelock);
    for (const name of delayedAdmins) expect(await adminOf(name, 'defaultAdmin')).toBe(timelock);
    expect(await flaskHolds(await flaskRead('DEFAULT_ADMIN_ROLE'), deployer)).toBe(false);
    expect(await timelockHolds('EXECUTOR_ROLE', deployer)).toBe(false);
    expect(await handoverProblems(ctx, handover())).toEqual([]);

    const minter = await flaskRead('MINTER_ROLE');
    await expect(
      client().simulateContract({
        account: deployer,
        address: manifest.tokens.FLASK!,
        abi: flaskTokenAbi,
        functionName: 'grantRole',
        args: [minter, deployer],
      }),
    ).rejects.toThrow(/AccessControlUnauthorizedAccount/);
    await expect(
      client().simulateContract({
        account: deployer,
        address: contract('FlaskFactory'),
        abi: flaskFactoryAbi,
        functionName: 'setFeeTo',
        args: [deployer],
      }),
    ).rejects.toThrow(/Forbidden/);
  });

  it('leaves no contract of the manifest owned or administered by the deployer', async () => {
    const contracts = manifestContracts(manifest);
    expect(contracts.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['FLASK', ...ownables, ...delayedAdmins]),
    );
    for (const { name, address } of contracts) {
      const { owner, admin } = await controllersOf(ctx, address);
      expect({ name, owner }).not.toEqual({ name, owner: deployer });
      expect({ name, admin }).not.toEqual({ name, admin: deployer });
    }
  });

  it('named the fee collector an operator before its owner moved', async () => {
    const collector = contract('FeeCollector');
    const read = (operator: Address) =>
      client().readContract({ address: collector, abi: feeCollectorAbi, functionName: 'isOperator', args: [operator] });
    expect(await read(deployer)).toBe(true);
  });
});
