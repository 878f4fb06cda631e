// Outside the devnet, the deploy hands every admin power to a timelock (docs/roles.md): it begins
// each two-step handover and schedules the timelock's accept batch; `finishHandover` (the deploy's
// --finish-handover) executes that batch once both delays have passed and checks the result.
import { feeCollectorAbi, flaskFactoryAbi, flaskTimelockAbi, flaskTokenAbi } from '@flaskswap/contracts';
import { flaskTimelockBytecode } from '@flaskswap/contracts/bytecode';
import { BSC_CHAIN_ID, DEVNET_CHAIN_ID, type ManifestHandover } from '@flaskswap/sdk';
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
import type { DeployContext } from './context.ts';
import { CAMPAIGN_PLANS, PROFILE_COLLECTIONS } from './profile/catalogue.ts';
import type { DeployStep } from './steps.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The contracts whose owner always moves with Ownable2Step (transferOwnership, then
 * acceptOwnership). Any other contract of the manifest the deployer owns when the handover begins
 * (SmartChef pools, the farm auction, the trading competition, IFO sales) moves too: see
 * `deployerOwned`.
 */
const OWNABLE_CONTRACTS = [
  'FeeCollector',
  'MasterChef',
  'FlaskVault',
  'SmartChefFactory',
  'FlaskPrediction',
  'FlaskLottery',
  'FlaskStarterFactory',
  'FlaskCollectibleFactory',
  ...Object.values(CAMPAIGN_PLANS).map((plan) => plan.contractName),
];
/** Ownable2Step's functions, the same on each of them. */
const ownable2StepAbi = feeCollectorAbi;

interface NamedContract {
  name: string;
  address: Address;
}

/**
 * Contracts the manifest names that are not the exchange's: on BSC, Chainlink's price feed and VRF
 * coordinator (a testnet may point at stand-ins its deployer owns).
 */
const EXTERNAL_CONTRACTS = ['BnbUsdPriceFeed', 'LotteryVrfCoordinator'];

/**
 * Every contract of the exchange the manifest names, once each: FLASK, its contracts, staking pools
 * and IFO sales.
 */
export function manifestContracts(manifest: DeployContext['manifest']): NamedContract[] {
  const all: NamedContract[] = [
    ...(manifest.tokens.FLASK ? [{ name: 'FLASK', address: manifest.tokens.FLASK as Address }] : []),
    ...Object.entries(manifest.contracts)
      .filter(([name]) => !EXTERNAL_CONTRACTS.includes(name))
      .map(([name, address]) => ({ name, address: address as Address })),
    ...(manifest.pools ?? []).map((pool) => ({ name: `pool ${pool.sousId}`, address: pool.address as Address })),
    ...(manifest.ifo?.sales ?? []).map((sale) => ({ name: `IFO sale ${sale.id}`, address: sale.address as Address })),
  ];
  return all.filter((entry, i) => all.findIndex((other) => isAddressEqual(other.address, entry.address)) === i);
}

/**
 * A contract's `owner()` and `defaultAdmin()`, each undefined when it has no such function, and
 * whether its ownership moves in two steps (it has `pendingOwner()`).
 */
export async function controllersOf(ctx: DeployContext, address: Address) {
  const read = (functionName: 'owner' | 'defaultAdmin' | 'pendingOwner') =>
    ctx.client
      .readContract({ address, abi: functionName === 'defaultAdmin' ? adminRulesAbi : ownable2StepAbi, functionName })
      .catch(() => undefined);
  return {
    owner: await read('owner'),
    admin: await read('defaultAdmin'),
    twoStep: (await read('pendingOwner')) !== undefined,
  };
}

/** Whether `address` is FLASK, one of ADMIN_RULES_CONTRACTS or of OWNABLE_CONTRACTS. */
function alwaysHandedOver(ctx: DeployContext, address: Address): boolean {
  const named = [...delayedAdminContracts(ctx), ...OWNABLE_CONTRACTS.map((name) => ({ address: ctx.contract(name) }))];
  return named.some((entry) => isAddressEqual(entry.address, address));
}

/**
 * The manifest's Ownable2Step contracts the deployer owns besides OWNABLE_CONTRACTS (those the
 * devnet seeds or later deploys add: pools, the farm auction, the competition, IFO sales).
 */
async function deployerOwned(ctx: DeployContext): Promise<NamedContract[]> {
  const owned: NamedContract[] = [];
  for (const entry of manifestContracts(ctx.manifest)) {
    if (alwaysHandedOver(ctx, entry.address)) continue;
    const { owner, twoStep } = await controllersOf(ctx, entry.address);
    if (owner && twoStep && isAddressEqual(owner, ctx.deployer)) owned.push(entry);
  }
  return owned;
}

/**
 * The contracts besides FLASK whose admin moves like FLASK's (AccessControlDefaultAdminRules:
 * beginDefaultAdminTransfer, then acceptDefaultAdminTransfer after the admin delay).
 */
const ADMIN_RULES_CONTRACTS = [
  PROFILE_COLLECTIONS.bunnies.contractName,
  PROFILE_COLLECTIONS.alchemists.contractName,
  'FlaskProfile',
];
/** AccessControlDefaultAdminRules' functions, the same on each of them. */
const adminRulesAbi = flaskTokenAbi;
/** FLASK and ADMIN_RULES_CONTRACTS: every admin that moves with a delay. */
const delayedAdminContracts = (ctx: DeployContext) => [
  { name: 'FLASK', address: ctx.token('FLASK') },
  ...ADMIN_RULES_CONTRACTS.map((name) => ({ name, address: ctx.contract(name) })),
];

/** Salt of the accept batch: it is scheduled once per deployment, so a constant is enough. */
const HANDOVER_SALT = keccak256(toHex('FlaskSwap admin handover'));

interface TimelockConfig {
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
    throw new Error(`TIMELOCK_PROPOSERS must name the team multisig on BSC (chain ${BSC_CHAIN_ID})`);
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
function acceptBatch(ctx: DeployContext, ownables: readonly Address[]): { targets: Address[]; payloads: Hex[] } {
  const calls: [Address, Hex][] = [
    ...delayedAdminContracts(ctx).map(({ address }): [Address, Hex] => [
      address,
      encodeFunctionData({ abi: adminRulesAbi, functionName: 'acceptDefaultAdminTransfer' }),
    ]),
    [ctx.contract('FlaskFactory'), encodeFunctionData({ abi: flaskFactoryAbi, functionName: 'acceptFeeToSetter' })],
    ...ownables.map((address): [Address, Hex] => [
      address,
      encodeFunctionData({ abi: ownable2StepAbi, functionName: 'acceptOwnership' }),
    ]),
  ];
  return { targets: calls.map(([target]) => target), payloads: calls.map(([, payload]) => payload) };
}

/** The id of FLASK's `role` if the deployer holds it. */
async function deployerFlaskRole(ctx: DeployContext, role: 'MINTER_ROLE' | 'DEFAULT_ADMIN_ROLE') {
  const address = ctx.token('FLASK');
  const id = await ctx.client.readContract({ address, abi: flaskTokenAbi, functionName: role });
  const held = await ctx.client.readContract({
    address,
    abi: flaskTokenAbi,
    functionName: 'hasRole',
    args: [id, ctx.deployer],
  });
  return held ? id : undefined;
}

type TimelockRole = 'PROPOSER_ROLE' | 'CANCELLER_ROLE' | 'EXECUTOR_ROLE';
const TIMELOCK_ROLES: readonly TimelockRole[] = ['PROPOSER_ROLE', 'CANCELLER_ROLE', 'EXECUTOR_ROLE'];
type Handover = Pick<ManifestHandover, 'timelock' | 'proposers' | 'executors'>;

/**
 * Those of `roles` the deployer holds on the timelock only for the handover (to schedule and
 * execute the accept batch): held, but not given to it by the configuration.
 */
async function temporaryTimelockRoles(ctx: DeployContext, handover: Handover, roles: readonly TimelockRole[]) {
  const held: { role: TimelockRole; id: Hex }[] = [];
  for (const role of roles) {
    if (includes(role === 'EXECUTOR_ROLE' ? handover.executors : handover.proposers, ctx.deployer)) continue;
    const address = handover.timelock;
    const id = await ctx.client.readContract({ address, abi: flaskTimelockAbi, functionName: role });
    const args = [id, ctx.deployer] as const;
    if (await ctx.client.readContract({ address, abi: flaskTimelockAbi, functionName: 'hasRole', args })) {
      held.push({ role, id });
    }
  }
  return held;
}

async function dropTemporaryTimelockRoles(ctx: DeployContext, handover: Handover, roles: readonly TimelockRole[]) {
  for (const { id } of await temporaryTimelockRoles(ctx, handover, roles)) {
    await ctx.write({
      address: handover.timelock,
      abi: flaskTimelockAbi,
      functionName: 'renounceRole',
      args: [id, ctx.deployer],
    });
  }
}

/** Deploys the timelock, offers it every role and schedules its accept batch (docs/roles.md steps 1-5). */
async function beginHandover(ctx: DeployContext, config: TimelockConfig): Promise<void> {
  // Only the MasterChef mints outside the devnet.
  const minter = await deployerFlaskRole(ctx, 'MINTER_ROLE');
  if (minter) {
    await ctx.write({
      address: ctx.token('FLASK'),
      abi: flaskTokenAbi,
      functionName: 'renounceRole',
      args: [minter, ctx.deployer],
    });
  }
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

  const delayedAdmins = delayedAdminContracts(ctx);
  for (const { address } of delayedAdmins) {
    await ctx.write({ address, abi: adminRulesAbi, functionName: 'beginDefaultAdminTransfer', args: [timelock] });
  }
  const factory = ctx.contract('FlaskFactory');
  await ctx.write({ address: factory, abi: flaskFactoryAbi, functionName: 'setFeeToSetter', args: [timelock] });
  const ownables = [
    ...OWNABLE_CONTRACTS.map((name) => ctx.contract(name)),
    ...(await deployerOwned(ctx)).map((entry) => entry.address),
  ];
  for (const address of ownables) {
    await ctx.write({ address, abi: ownable2StepAbi, functionName: 'transferOwnership', args: [timelock] });
  }

  // FLASK's admin (and the profile contracts') can only be accepted after its own delay (2 days),
  // which may exceed the timelock's: scheduling with the longest one makes the batch ready when
  // every call can succeed.
  let adminDelay = 0;
  for (const { address } of delayedAdmins) {
    const own = await ctx.client.readContract({ address, abi: adminRulesAbi, functionName: 'defaultAdminDelay' });
    adminDelay = Math.max(adminDelay, Number(own));
  }
  const delay = config.minDelay > BigInt(adminDelay) ? config.minDelay : BigInt(adminDelay) + 1n;
  const { targets, payloads } = acceptBatch(ctx, ownables);
  const values = targets.map(() => 0n);
  await ctx.write({
    address: timelock,
    abi: flaskTimelockAbi,
    functionName: 'scheduleBatch',
    args: [targets, values, payloads, zeroHash, HANDOVER_SALT, delay],
  });
  await dropTemporaryTimelockRoles(ctx, { timelock, ...config }, ['PROPOSER_ROLE', 'CANCELLER_ROLE']);

  const operationId = await ctx.client.readContract({
    address: timelock,
    abi: flaskTimelockAbi,
    functionName: 'hashOperationBatch',
    args: [targets, values, payloads, zeroHash, HANDOVER_SALT],
  });
  const timelockReady = await ctx.client.readContract({
    address: timelock,
    abi: flaskTimelockAbi,
    functionName: 'getTimestamp',
    args: [operationId],
  });
  // acceptDefaultAdminTransfer needs the block time strictly after each admin's schedule.
  let readyAt = Number(timelockReady);
  for (const { address } of delayedAdmins) {
    const [, schedule] = await ctx.client.readContract({
      address,
      abi: adminRulesAbi,
      functionName: 'pendingDefaultAdmin',
    });
    readyAt = Math.max(readyAt, Number(schedule) + 1);
  }
  ctx.manifest.handover = {
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
  ctx.log(
    `  handover scheduled: ready at ${new Date(readyAt * 1000).toISOString()} (npm run deploy -- … --finish-handover)`,
  );
}

/** "1 d 23 h 59 min 5 s" */
function formatDuration(seconds: number): string {
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
export async function handoverProblems(ctx: DeployContext, handover: ManifestHandover): Promise<string[]> {
  const { timelock } = handover;
  const problems: string[] = [];
  const expectTimelock = (what: string, holder: Address) => {
    if (!isAddressEqual(holder, timelock)) problems.push(`${what} is ${holder}, not the timelock ${timelock}`);
  };
  const read = ctx.client.readContract;
  for (const { name, address } of delayedAdminContracts(ctx)) {
    expectTimelock(`${name} defaultAdmin()`, await read({ address, abi: adminRulesAbi, functionName: 'defaultAdmin' }));
  }
  expectTimelock(
    'FlaskFactory feeToSetter()',
    await read({ address: ctx.contract('FlaskFactory'), abi: flaskFactoryAbi, functionName: 'feeToSetter' }),
  );
  for (const name of OWNABLE_CONTRACTS) {
    expectTimelock(
      `${name} owner()`,
      await read({ address: ctx.contract(name), abi: ownable2StepAbi, functionName: 'owner' }),
    );
  }
  for (const role of ['MINTER_ROLE', 'DEFAULT_ADMIN_ROLE'] as const) {
    if (await deployerFlaskRole(ctx, role)) problems.push(`the deployer still holds FLASK's ${role}`);
  }
  // Every other contract of the manifest: none may be left to the deployer.
  for (const { name, address } of manifestContracts(ctx.manifest)) {
    if (alwaysHandedOver(ctx, address)) continue;
    const { owner, admin } = await controllersOf(ctx, address);
    for (const [what, holder] of [
      ['owner()', owner],
      ['defaultAdmin()', admin],
    ] as const) {
      if (holder && isAddressEqual(holder, ctx.deployer)) problems.push(`${name} ${what} is still the deployer`);
    }
  }
  for (const { role } of await temporaryTimelockRoles(ctx, handover, TIMELOCK_ROLES)) {
    problems.push(`the deployer still holds the timelock's ${role}`);
  }
  return problems;
}

/**
 * Executes the scheduled accept batch once it is ready, drops the deployer's temporary executor
 * role, then checks that the timelock holds every role (docs/roles.md step 6).
 */
export async function finishHandover(ctx: DeployContext): Promise<void> {
  const handover = ctx.manifest.handover;
  if (!handover) throw new Error(`deployments/${ctx.chainId}.json has no handover section: nothing to finish`);
  const { timelock, targets, payloads, predecessor, salt, operationId, readyAt } = handover;
  const read = (functionName: 'isOperationDone' | 'isOperationPending') =>
    ctx.client.readContract({ address: timelock, abi: flaskTimelockAbi, functionName, args: [operationId] });
  if (!(await read('isOperationDone'))) {
    if (!(await read('isOperationPending'))) {
      throw new Error(`The handover batch ${operationId} is not scheduled on the timelock ${timelock} (cancelled?)`);
    }
    const now = Number((await ctx.client.getBlock({ blockTag: 'latest' })).timestamp);
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
  await dropTemporaryTimelockRoles(ctx, handover, ['EXECUTOR_ROLE']);
  const problems = await handoverProblems(ctx, handover);
  for (const { name, address } of manifestContracts(ctx.manifest)) {
    const { owner, admin } = await controllersOf(ctx, address);
    if (owner || admin) ctx.log(`  ${name}: ${owner ? `owner ${owner}` : ''}${admin ? ` admin ${admin}` : ''}`);
  }
  if (problems.length > 0) throw new Error(`The handover is incomplete:\n  ${problems.join('\n  ')}`);
  ctx.log("  every admin role is the timelock's; the deployer holds none");
}

/** Runs last: by then the deployer's powers are no longer needed (docs/roles.md). */
export const timelockStep: DeployStep = {
  name: 'timelock',
  async deploy(ctx) {
    // The devnet keeps the deployer in charge: it resets often and its e2e tests act as the owner.
    if (ctx.chainId === DEVNET_CHAIN_ID) return;
    await beginHandover(ctx, timelockConfig(ctx.chainId, ctx.deployer));
  },
};
