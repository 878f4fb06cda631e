// Farms, pools and the vault: every deposit, withdrawal and harvest, and the stakes they leave.
import { type Context, ponder } from 'ponder:registry';
import { pool, type StakeAction, type StakeVenue, stakeEvent, stakePosition } from 'ponder:schema';
import type { Address, Hex } from 'viem';

const lower = (address: Address) => address.toLowerCase() as Hex;

interface Movement {
  venue: StakeVenue;
  action: StakeAction;
  account: Address;
  pid?: number;
  amount: bigint;
  shares?: bigint;
  /** What the stake changes by (LP, tokens or vault shares). */
  delta: bigint;
}

type StakeEvent = {
  id: string;
  log: { address: Address };
  block: { number: bigint; timestamp: bigint };
  transaction: { hash: Hex };
};

async function recordMovement(context: Context, event: StakeEvent, move: Movement) {
  const contract = lower(event.log.address);
  const account = lower(move.account);
  await context.db.insert(stakeEvent).values({
    id: event.id,
    venue: move.venue,
    contract,
    pid: move.pid ?? null,
    action: move.action,
    account,
    amount: move.amount,
    shares: move.shares ?? 0n,
    blockNumber: event.block.number,
    timestamp: event.block.timestamp,
    txHash: event.transaction.hash,
  });
  if (move.delta === 0n) return;
  await context.db
    .insert(stakePosition)
    .values({ venue: move.venue, contract, pid: move.pid ?? 0, account, amount: move.delta })
    .onConflictDoUpdate((row) => ({ amount: row.amount + move.delta }));
  if (move.venue === 'pool') {
    const row = await context.db.find(pool, { address: contract });
    if (row) await context.db.update(pool, { address: contract }).set({ totalStaked: row.totalStaked + move.delta });
  }
}

// MasterChef farms (pid 0 is the manual FLASK pool).
ponder.on('MasterChef:Deposit', ({ event, context }) => {
  const { user, pid, amount } = event.args;
  return recordMovement(context, event, {
    venue: 'farm',
    action: 'deposit',
    account: user,
    pid: Number(pid),
    amount,
    delta: amount,
  });
});
ponder.on('MasterChef:Withdraw', ({ event, context }) => {
  const { user, pid, amount } = event.args;
  return recordMovement(context, event, {
    venue: 'farm',
    action: 'withdraw',
    account: user,
    pid: Number(pid),
    amount,
    delta: -amount,
  });
});
ponder.on('MasterChef:EmergencyWithdraw', ({ event, context }) => {
  const { user, pid, amount } = event.args;
  return recordMovement(context, event, {
    venue: 'farm',
    action: 'emergencyWithdraw',
    account: user,
    pid: Number(pid),
    amount,
    delta: -amount,
  });
});
ponder.on('MasterChef:Harvest', ({ event, context }) => {
  const { user, pid, amount } = event.args;
  return recordMovement(context, event, {
    venue: 'farm',
    action: 'harvest',
    account: user,
    pid: Number(pid),
    amount,
    delta: 0n,
  });
});

// SmartChef pools, found through the factory.
ponder.on('SmartChefFactory:PoolCreated', async ({ event, context }) => {
  const { pool: address, stakedToken, rewardToken, rewardPerBlock, startBlock, bonusEndBlock } = event.args;
  await context.db.insert(pool).values({
    address: lower(address),
    stakedToken: lower(stakedToken),
    rewardToken: lower(rewardToken),
    rewardPerBlock,
    startBlock,
    bonusEndBlock,
    totalStaked: 0n,
  });
});
ponder.on('SmartChef:Deposit', ({ event, context }) => {
  const { user, amount } = event.args;
  return recordMovement(context, event, { venue: 'pool', action: 'deposit', account: user, amount, delta: amount });
});
ponder.on('SmartChef:Withdraw', ({ event, context }) => {
  const { user, amount } = event.args;
  return recordMovement(context, event, { venue: 'pool', action: 'withdraw', account: user, amount, delta: -amount });
});
ponder.on('SmartChef:EmergencyWithdraw', ({ event, context }) => {
  const { user, amount } = event.args;
  return recordMovement(context, event, {
    venue: 'pool',
    action: 'emergencyWithdraw',
    account: user,
    amount,
    delta: -amount,
  });
});
ponder.on('SmartChef:Harvest', ({ event, context }) => {
  const { user, amount } = event.args;
  return recordMovement(context, event, { venue: 'pool', action: 'harvest', account: user, amount, delta: 0n });
});

// The auto-compounding vault: positions in shares.
ponder.on('FlaskVault:Deposit', ({ event, context }) => {
  const { user, amount, shares } = event.args;
  return recordMovement(context, event, {
    venue: 'vault',
    action: 'deposit',
    account: user,
    amount,
    shares,
    delta: shares,
  });
});
ponder.on('FlaskVault:Withdraw', ({ event, context }) => {
  const { user, amount, shares } = event.args;
  return recordMovement(context, event, {
    venue: 'vault',
    action: 'withdraw',
    account: user,
    amount,
    shares,
    delta: -shares,
  });
});
ponder.on('FlaskVault:Harvest', ({ event, context }) => {
  const { sender, restaked } = event.args;
  return recordMovement(context, event, {
    venue: 'vault',
    action: 'harvest',
    account: sender,
    amount: restaked,
    delta: 0n,
  });
});
