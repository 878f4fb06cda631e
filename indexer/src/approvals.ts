// Token approvals to FlaskSwap contracts (the approvals page): the last Approval log of each
// (owner, token, spender), for the manifest's tokens and every LP pair. LP approvals arrive
// already filtered by spender (ponder.config.ts); token approvals arrive whole, because a pool the
// SmartChefFactory creates after the manifest was written is a spender too: they are kept here
// when the spender is a manifest contract or an indexed pool.
import { type Context, ponder } from 'ponder:registry';
import { pool, tokenApproval } from 'ponder:schema';
import type { Address, Hex } from 'viem';
import { manifestSpenderSet } from './approvals/spenders.ts';
import { readSettings } from './settings.ts';

const lower = (address: Address) => address.toLowerCase() as Hex;
const staticSpenders = manifestSpenderSet(readSettings().manifest);

interface ApprovalEvent {
  args: { owner: Address; spender: Address; value: bigint };
  log: { address: Address; logIndex: number };
  block: { number: bigint; timestamp: bigint };
  transaction: { hash: Hex };
}

async function isFlaskSwapSpender(context: Context, spender: Hex): Promise<boolean> {
  if (staticSpenders.has(spender)) return true;
  // Pools are indexed from PoolCreated, which precedes any approval to them.
  return (await context.db.find(pool, { address: spender })) !== null;
}

async function recordApproval(context: Context, event: ApprovalEvent) {
  const spender = lower(event.args.spender);
  if (!(await isFlaskSwapSpender(context, spender))) return;
  const latest = {
    value: event.args.value,
    blockNumber: event.block.number,
    logIndex: event.log.logIndex,
    timestamp: event.block.timestamp,
    transactionHash: event.transaction.hash,
  };
  await context.db
    .insert(tokenApproval)
    .values({ owner: lower(event.args.owner), token: lower(event.log.address), spender, ...latest })
    .onConflictDoUpdate(latest);
}

ponder.on('ListedToken:Approval', ({ event, context }) => recordApproval(context, event));
ponder.on('FlaskPair:Approval', ({ event, context }) => recordApproval(context, event));
