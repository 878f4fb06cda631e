// Where the account's Approval events come from: the indexer's GET /approvals/:owner (plus the
// blocks it has not indexed yet, from the chain's logs), or, when the indexer cannot answer, the
// chain's own logs from the deployment on. Plain async functions, no React.
import { logRangeFor, scanLogs, scanResumePoint } from '@flaskswap/sdk';
import { type Address, getAddress, type Hex, isAddress, isHex, parseAbiItem } from 'viem';
import { getBlock, getBlockNumber, getLogs } from 'viem/actions';
import type { ChainClient } from '@/chain/client.ts';
import { fetchIndexedBlock, getIndexerJson } from '@/indexer';
import { type ApprovalEvent, latestPerPair } from '../logic/approvalRows.ts';

/** One row of the indexer's answer, as it is sent (decimal strings for the big numbers). */
interface IndexerApproval {
  token: string;
  spender: string;
  value: string;
  blockNumber: string;
  timestamp: string;
  transactionHash: string;
}

const DECIMAL = /^\d{1,78}$/;

/** A row of the indexer's answer, checked field by field; undefined when any field is malformed. */
export function parseIndexerApproval(row: Partial<IndexerApproval>): ApprovalEvent | undefined {
  const { token, spender, blockNumber, timestamp, transactionHash } = row;
  if (typeof token !== 'string' || !isAddress(token, { strict: false })) return undefined;
  if (typeof spender !== 'string' || !isAddress(spender, { strict: false })) return undefined;
  if (typeof blockNumber !== 'string' || !DECIMAL.test(blockNumber)) return undefined;
  if (typeof timestamp !== 'string' || !DECIMAL.test(timestamp)) return undefined;
  if (typeof transactionHash !== 'string' || !isHex(transactionHash) || transactionHash.length !== 66) return undefined;
  return {
    token: getAddress(token),
    spender: getAddress(spender),
    blockNumber: BigInt(blockNumber),
    timestamp: Number(timestamp),
    transactionHash,
  };
}

export interface ApprovalScope {
  owner: Address;
  /** The FlaskSwap contracts (topic2 of the logs asked for). */
  spenders: readonly Address[];
}

/**
 * The account's approvals as the indexer lists them, completed by the chain's logs of the blocks
 * it has not indexed yet (so a fresh approval shows at once); the latest per token and spender.
 * Throws when the indexer cannot answer.
 */
export async function approvalsFromIndexer(
  url: string,
  client: ChainClient,
  scope: ApprovalScope,
  signal?: AbortSignal,
): Promise<ApprovalEvent[]> {
  const [indexed, indexedBlock, latest] = await Promise.all([
    indexedApprovals(url, scope.owner, signal),
    fetchIndexedBlock(url, signal),
    getBlockNumber(client, { cacheTime: 0 }),
  ]);
  const notIndexedYet = await scanApprovalLogs(client, scope, BigInt(indexedBlock) + 1n, latest);
  return withBlockTimes(client, latestPerPair([...indexed, ...notIndexedYet]));
}

/** Rows asked per page (the route's maximum), and the pages followed before giving up. */
const INDEXER_PAGE_SIZE = 1000;
export const MAX_INDEXER_PAGES = 50;

/** One page of GET /approvals/:owner: its rows and the cursor of the next page (null at the end). */
interface IndexerApprovalsPage {
  approvals?: unknown;
  next?: unknown;
}

/**
 * Every approval the indexer lists for `owner`, following its pages to the end; throws past
 * MAX_INDEXER_PAGES pages rather than loop on an answer that never ends.
 */
export async function indexedApprovals(url: string, owner: Address, signal?: AbortSignal): Promise<ApprovalEvent[]> {
  const events: ApprovalEvent[] = [];
  let before: string | undefined;
  for (let page = 0; page < MAX_INDEXER_PAGES; page++) {
    const query = new URLSearchParams({ first: String(INDEXER_PAGE_SIZE), ...(before && { before }) });
    const body = await getIndexerJson<IndexerApprovalsPage>(url, `/approvals/${owner}?${query}`, signal);
    if (!Array.isArray(body.approvals)) throw new Error('the indexer sent no approvals list');
    events.push(...body.approvals.flatMap((row: Partial<IndexerApproval>) => parseIndexerApproval(row) ?? []));
    if (body.next === null) return events;
    if (typeof body.next !== 'string' || body.next === before) throw new Error('the indexer sent a bad next page');
    before = body.next;
  }
  throw new Error(`the indexer listed more than ${MAX_INDEXER_PAGES} pages of approvals`);
}

const approvalEvent = parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)');

/** Ranges asked at once. */
const PARALLEL_RANGES = 4;

/** What a scan has seen, per chain and account: a later scan reads only the blocks since. */
const scans = new Map<string, { scannedTo: bigint; events: ApprovalEvent[] }>();
const blockTimes = new Map<string, number>();

/**
 * The account's Approval logs towards the spenders (topic1 = the account, topic2 = one of the
 * spenders) in fromBlock..toBlock, asked in chunks; `onStep` gets each step's events as it ends.
 */
async function scanApprovalLogs(
  client: ChainClient,
  { owner, spenders }: ApprovalScope,
  fromBlock: bigint,
  toBlock: bigint,
  onStep: (scannedTo: bigint, found: ApprovalEvent[]) => void = () => undefined,
): Promise<ApprovalEvent[]> {
  const found: ApprovalEvent[] = [];
  await scanLogs({
    from: fromBlock,
    to: toBlock,
    span: logRangeFor(client.chain?.id),
    rangesPerStep: PARALLEL_RANGES,
    fetchRange: (range) => getLogs(client, { event: approvalEvent, args: { owner, spender: [...spenders] }, ...range }),
    onStep: (step, logs) => {
      for (const log of logs) {
        // An ERC-721 Approval has the same signature with the token id as a third topic: not an allowance.
        if (log.topics.length !== 3 || !log.args.spender || log.blockNumber === null) continue;
        found.push({
          token: getAddress(log.address),
          spender: getAddress(log.args.spender),
          blockNumber: log.blockNumber,
          timestamp: undefined,
          transactionHash: log.transactionHash as Hex,
          logIndex: log.logIndex ?? 0,
        });
      }
      onStep(step.toBlock, found);
      return true;
    },
  });
  return found;
}

/**
 * Without the indexer: the account's Approval logs from the deployment's start block to the
 * latest (only the blocks since the previous scan after the first), the latest per token and
 * spender, with its block's time.
 */
export async function approvalsFromChain(client: ChainClient, scope: ApprovalScope & { startBlock: bigint }) {
  const scanKey = `${client.chain?.id}:${scope.owner.toLowerCase()}`;
  const previous = scans.get(scanKey);
  const { from, resumed } = scanResumePoint(previous, undefined, scope.startBlock);
  const known = resumed && previous ? previous.events : [];
  const latest = await getBlockNumber(client, { cacheTime: 0 });
  // Saved after each step: a scan that fails part way resumes where it stopped.
  const save = (scannedTo: bigint, found: ApprovalEvent[]) =>
    scans.set(scanKey, { scannedTo, events: latestPerPair([...known, ...found]) });
  const found = await scanApprovalLogs(client, scope, from, latest, save);
  save(latest, found);
  return withBlockTimes(client, scans.get(scanKey)?.events ?? []);
}

/** Fills the time of events that have none from their block (each block read once). */
async function withBlockTimes(client: ChainClient, events: readonly ApprovalEvent[]): Promise<ApprovalEvent[]> {
  const timeKey = (block: bigint) => `${client.chain?.id}:${block}`;
  const untimed = events.filter((event) => event.timestamp === undefined).map((event) => event.blockNumber);
  const missing = [...new Set(untimed)].filter((block) => !blockTimes.has(timeKey(block)));
  await Promise.all(
    missing.map(async (blockNumber) => {
      const block = await getBlock(client, { blockNumber });
      blockTimes.set(timeKey(blockNumber), Number(block.timestamp));
    }),
  );
  return events.map((event) => ({
    ...event,
    timestamp: event.timestamp ?? blockTimes.get(timeKey(event.blockNumber)),
  }));
}
