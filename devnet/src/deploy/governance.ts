// Outside the devnet, the deploy hands every admin power to a timelock (docs/roles.md): it begins
// each two-step handover and schedules the timelock's accept batch; `finishHandover` (the deploy's
// --finish-handover) executes that batch once both delays have passed and checks the result.
import {
  feeCollectorAbi,
  flaskFactoryAbi,
  flaskTimelockAbi,
  flaskTokenAbi,
  flaskVaultAbi,
  masterChefAbi,
  smartChefFactoryAbi,
} from '@flaskswap/contracts';
import { flaskTimelockBytecode } from '@flaskswap/contracts/bytecode';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  keccak256,
  toHex,
  zeroAddress,
  zeroHash,
} from 'viem';
import type { Manifest } from '../manifest.ts';
import type { DeployContext } from './context.ts';
import type { DeployStep } from './steps.ts';

type Governance = NonNullable<Manifest['governance']>;

const BSC_CHAIN_ID = 56;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** The contracts whose owner moves with Ownable2Step (transferOwnership, then acceptOwnership). */
const OWNABLE_CONTRACTS = [
  ['FeeCollector', feeCollectorAbi],
  ['MasterChef', masterChefAbi],
  ['FlaskVault', flaskVaultAbi],
  ['SmartChefFactory', smartChefFactoryAbi],
] as const;

/** Salt of the accept batch: it is scheduled once per deployment, so a constant is enough. */
const HANDOVER_SALT = keccak256(toHex('FlaskSwap admin handover'));

export interface TimelockConfig {
  minDelay: bigint;
  proposers: Address[];
  /** `[zeroAddress]`: anyone may execute a scheduled operation once it is ready. */
  executors: Address[];
}

function addressList(name: string, value: string): Address[] {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error(`${name} lists no address`);
  return list.map((entry) => {
    if (!isAddress(entry)) throw new Error(`${name}: ${entry} is not an address (or its mixed-case checksum is wrong)`);
    return getAddress(entry);
  });
}

/**
 * The timelock's settings from the environment: TIMELOCK_MIN_DELAY (seconds; 2 days on BSC, 1 hour
 * elsewhere), TIMELOCK_PROPOSERS (comma-separated; required on BSC, else the deployer) and
 * TIMELOCK_EXECUTORS (comma-separated or `open`; the proposers by default).
 */
export function timelockConfig(chainId: number, deployer: Address, env = process.env): TimelockConfig {
  const delayText = env.TIMELOCK_MIN_DELAY?.trim();
  if (delayText !== undefined && !/^\d+$/.test(delayText)) {
    throw new Error('TIMELOCK_MIN_DELAY must be a whole number of seconds');
  }
  const minDelay = BigInt(delayText ?? (chainId === BSC_CHAIN_ID ? 2 * DAY : HOUR));
  if (!env.TIMELOCK_PROPOSERS && chainId === BSC_CHAIN_ID) {
    throw new Error('TIMELOCK_PROPOSERS must name the team multisig on BSC (chain 56)');
  }
  const proposers = env.TIMELOCK_PROPOSERS ? addressList('TIMELOCK_PROPOSERS', env.TIMELOCK_PROPOSERS) : [deployer];
  const executorsText = env.TIMELOCK_EXECUTORS?.trim();
  const executors =
    executorsText === 'open'
      ? [zeroAddress]
      : executorsText
        ? addressList('TIMELOCK_EXECUTORS', executorsText)
        : proposers;
  return { minDelay, proposers, executors };
}

const includes = (list: readonly Address[], account: Address) => list.some((entry) => isAddressEqual(entry, account));

/** The calls the timelock makes to accept every role the deploy offered it. */
function acceptBatch(ctx: DeployContext): { targets: Address[]; payloads: Hex[] } {
  const calls: [Address, Hex][] = [
    [ctx.token('FLASK'), encodeFunctionData({ abi: flaskTokenAbi, functionName: 'acceptDefaultAdminTransfer' })],
    [ctx.contract('FlaskFactory'), encodeFunctionData({ abi: flaskFactoryAbi, functionName: 'acceptFeeToSetter' })],
    ...OWNABLE_CONTRACTS.map(([name, abi]): [Address, Hex] => [
      ctx.contract(name),
      encodeFunctionData({ abi: abi as typeof feeCollectorAbi, functionName: 'acceptOwnership' }),
    ]),
  ];
  return { targets: calls.map(([target]) => target), payloads: calls.map(([, payload]) => payload) };
}

async function flaskRoles(ctx: DeployContext) {
  const address = ctx.token('FLASK');
  const [minter, admin] = await Promise.all([
    ctx.client.readContract({ address, abi: flaskTokenAbi, functionName: 'MINTER_ROLE' }),
    ctx.client.readContract({ address, abi: flaskTokenAbi, functionName: 'DEFAULT_ADMIN_ROLE' }),
  ]);
  const holds = (role: Hex, account: Address) =>
    ctx.client.readContract({ address, abi: flaskTokenAbi, functionName: 'hasRole', args: [role, account] });
  return { address, minter, admin, holds };
}

async function timelockRoles(ctx: DeployContext, timelock: Address) {
  const read = (functionName: 'PROPOSER_ROLE' | 'CANCELLER_ROLE' | 'EXECUTOR_ROLE') =>
    ctx.client.readContract({ address: timelock, abi: flaskTimelockAbi, functionName });
  const [proposer, canceller, executor] = await Promise.all([
    read('PROPOSER_ROLE'),
    read('CANCELLER_ROLE'),
    read('EXECUTOR_ROLE'),
  ]);
  const holds = (role: Hex, account: Address) =>
    ctx.client.readContract({
      address: timelock,
      abi: flaskTimelockAbi,
      functionName: 'hasRole',
      args: [role, account],
    });
  const renounce = (role: Hex) =>
    ctx.write({ address: timelock, abi: flaskTimelockAbi, functionName: 'renounceRole', args: [role, ctx.deployer] });
  return { proposer, canceller, executor, holds, renounce };
}

/** Only the MasterChef mints outside the devnet: the deployer must not keep MINTER_ROLE. */
async function dropDeployerMinter(ctx: DeployContext): Promise<void> {
  const flask = await flaskRoles(ctx);
  if (!(await flask.holds(flask.minter, ctx.deployer))) return;
  await ctx.write({
    address: flask.address,
    abi: flaskTokenAbi,
    functionName: 'renounceRole',
    args: [flask.minter, ctx.deployer],
  });
  if (await flask.holds(flask.minter, ctx.deployer)) throw new Error('The deployer still holds MINTER_ROLE');
}

async function latestTimestamp(ctx: DeployContext): Promise<number> {
  return Number((await ctx.client.getBlock({ blockTag: 'latest' })).timestamp);
}

/** Deploys the timelock, offers it every role and schedules its accept batch (docs/roles.md steps 1-5). */
export async function beginHandover(ctx: DeployContext, config: TimelockConfig): Promise<Governance> {
  await dropDeployerMinter(ctx);
  // The deployer must schedule the accept batch, so it is a proposer (and, when executors are
  // restricted, an executor) from the constructor on. It renounces those roles right after
  // scheduling (and executing), unless the configuration names it: the timelock's own admin is
  // address(0), so nobody could take them away otherwise.
  const deployerProposes = includes(config.proposers, ctx.deployer);
  const open = includes(config.executors, zeroAddress);
  const deployerExecutes = open || includes(config.executors, ctx.deployer);
  const timelock = await ctx.deploy('FlaskTimelock', {
    abi: flaskTimelockAbi,
    bytecode: flaskTimelockBytecode,
    args: [
      config.minDelay,
      deployerProposes ? config.proposers : [...config.proposers, ctx.deployer],
      deployerExecutes ? config.executors : [...config.executors, ctx.deployer],
      zeroAddress,
    ],
  });

  const flask = ctx.token('FLASK');
  await ctx.write({ address: flask, abi: flaskTokenAbi, functionName: 'beginDefaultAdminTransfer', args: [timelock] });
  const factory = ctx.contract('FlaskFactory');
  await ctx.write({ address: factory, abi: flaskFactoryAbi, functionName: 'setFeeToSetter', args: [timelock] });
  for (const [name, abi] of OWNABLE_CONTRACTS) {
    await ctx.write({
      address: ctx.contract(name),
      abi: abi as typeof feeCollectorAbi,
      functionName: 'transferOwnership',
      args: [timelock],
    });
  }

  // FLASK's admin can only be accepted after its own delay (2 days), which may exceed the
  // timelock's: scheduling with the longer one makes the batch ready when every call can succeed.
  const adminDelay = await ctx.client.readContract({
    address: flask,
    abi: flaskTokenAbi,
    functionName: 'defaultAdminDelay',
  });
  const delay = config.minDelay > BigInt(adminDelay) ? config.minDelay : BigInt(adminDelay) + 1n;
  const { targets, payloads } = acceptBatch(ctx);
  const values = targets.map(() => 0n);
  await ctx.write({
    address: timelock,
    abi: flaskTimelockAbi,
    functionName: 'scheduleBatch',
    args: [targets, values, payloads, zeroHash, HANDOVER_SALT, delay],
  });
  const roles = await timelockRoles(ctx, timelock);
  if (!deployerProposes) {
    await roles.renounce(roles.proposer);
    await roles.renounce(roles.canceller);
  }

  const operationId = await ctx.client.readContract({
    address: timelock,
    abi: flaskTimelockAbi,
    functionName: 'hashOperationBatch',
    args: [targets, values, payloads, zeroHash, HANDOVER_SALT],
  });
  const [timelockReady, [, adminSchedule]] = await Promise.all([
    ctx.client.readContract({
      address: timelock,
      abi: flaskTimelockAbi,
      functionName: 'getTimestamp',
      args: [operationId],
    }),
    ctx.client.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'pendingDefaultAdmin' }),
  ]);
  // acceptDefaultAdminTransfer needs the block time strictly after FLASK's schedule.
  const readyAt = Math.max(Number(timelockReady), Number(adminSchedule) + 1);
  const governance: Governance = {
    timelock,
    minDelay: Number(config.minDelay),
    proposers: config.proposers,
    executors: config.executors,
    targets,
    payloads,
    predecessor: zeroHash,
    salt: HANDOVER_SALT,
    operationId,
    readyAt,
  };
  ctx.manifest.governance = governance;
  ctx.log(
    `  handover scheduled: ready at ${new Date(readyAt * 1000).toISOString()} (npm run deploy -- … --finish-handover)`,
  );
  return governance;
}

/** "1 d 23 h 59 min 5 s" */
export function formatDuration(seconds: number): string {
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', DAY],
    ['h', HOUR],
    ['min', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(seconds / size);
    seconds -= count * size;
    if (count > 0) parts.push(`${count} ${unit}`);
  }
  return parts.join(' ') || '0 s';
}

/** What differs from a finished handover: one line per role still elsewhere (empty when done). */
export async function handoverProblems(ctx: DeployContext, governance: Governance): Promise<string[]> {
  const { timelock } = governance;
  const problems: string[] = [];
  const expectTimelock = (what: string, holder: Address) => {
    if (!isAddressEqual(holder, timelock)) problems.push(`${what} is ${holder}, not the timelock ${timelock}`);
  };
  const flask = await flaskRoles(ctx);
  expectTimelock(
    'FLASK defaultAdmin()',
    await ctx.client.readContract({ address: flask.address, abi: flaskTokenAbi, functionName: 'defaultAdmin' }),
  );
  expectTimelock(
    'FlaskFactory feeToSetter()',
    await ctx.client.readContract({
      address: ctx.contract('FlaskFactory'),
      abi: flaskFactoryAbi,
      functionName: 'feeToSetter',
    }),
  );
  for (const [name, abi] of OWNABLE_CONTRACTS) {
    const owner = await ctx.client.readContract({
      address: ctx.contract(name),
      abi: abi as typeof feeCollectorAbi,
      functionName: 'owner',
    });
    expectTimelock(`${name} owner()`, owner);
  }
  for (const [role, hash] of [
    ['MINTER_ROLE', flask.minter],
    ['DEFAULT_ADMIN_ROLE', flask.admin],
  ] as const) {
    if (await flask.holds(hash, ctx.deployer)) problems.push(`the deployer still holds FLASK's ${role}`);
  }
  const roles = await timelockRoles(ctx, timelock);
  for (const [role, hash, configured] of [
    ['PROPOSER_ROLE', roles.proposer, governance.proposers],
    ['CANCELLER_ROLE', roles.canceller, governance.proposers],
    ['EXECUTOR_ROLE', roles.executor, governance.executors],
  ] as const) {
    if (!includes(configured, ctx.deployer) && (await roles.holds(hash, ctx.deployer))) {
      problems.push(`the deployer still holds the timelock's ${role}`);
    }
  }
  return problems;
}

/**
 * Executes the scheduled accept batch once it is ready, drops the deployer's temporary executor
 * role, then checks that the timelock holds every role (docs/roles.md step 6).
 */
export async function finishHandover(ctx: DeployContext): Promise<void> {
  const governance = ctx.manifest.governance;
  if (!governance) throw new Error(`deployments/${ctx.chainId}.json has no governance section: nothing to finish`);
  const { timelock, targets, payloads, predecessor, salt, operationId, readyAt } = governance;
  const read = (functionName: 'isOperationDone' | 'isOperationPending') =>
    ctx.client.readContract({ address: timelock, abi: flaskTimelockAbi, functionName, args: [operationId] });
  if (!(await read('isOperationDone'))) {
    if (!(await read('isOperationPending'))) {
      throw new Error(`The handover batch ${operationId} is not scheduled on the timelock ${timelock} (cancelled?)`);
    }
    const now = await latestTimestamp(ctx);
    if (now < readyAt) {
      throw new Error(
        `The handover batch is not ready yet: ${formatDuration(readyAt - now)} left ` +
          `(ready at ${new Date(readyAt * 1000).toISOString()}).`,
      );
    }
    await ctx.write({
      address: timelock,
      abi: flaskTimelockAbi,
      functionName: 'executeBatch',
      args: [targets, targets.map(() => 0n), payloads, predecessor, salt],
    });
    ctx.log(`  handover batch executed on ${timelock}`);
  }
  const roles = await timelockRoles(ctx, timelock);
  if (!includes(governance.executors, ctx.deployer) && (await roles.holds(roles.executor, ctx.deployer))) {
    await roles.renounce(roles.executor);
  }
  const problems = await handoverProblems(ctx, governance);
  if (problems.length > 0) throw new Error(`The handover is incomplete:\n  ${problems.join('\n  ')}`);
  ctx.log("  every admin role is the timelock's; the deployer holds none");
}

/** Runs last: by then the deployer's powers are no longer needed (docs/roles.md). */
export const governanceStep: DeployStep = {
  name: 'governance',
  async deploy(ctx) {
    // The devnet keeps the deployer in charge: it resets often and its e2e tests act as the owner.
    if (ctx.chainId === DEVNET_CHAIN_ID) return;
    await beginHandover(ctx, timelockConfig(ctx.chainId, ctx.deployer));
  },
};
