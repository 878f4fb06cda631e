// The kit's send-and-wait: a devnet transaction's receipt, polled, with a block mined by hand when
// one is overdue.
import {
  getAddress,
  type Hash,
  type PublicClient,
  type TestActions,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';

const KICKS = 3;

type ReceiptClient = Pick<PublicClient, 'getTransactionReceipt' | 'getTransaction' | 'getTransactionCount'> &
  Pick<TestActions, 'mine'>;

interface WaitOptions {
  pollingInterval?: number;
  stallMs?: number;
}

export interface SendOptions extends WaitOptions {
  /** What the error says was sent when it reverted (default: the transaction hash). */
  label?: string;
}

/**
 * Waits for a sent transaction (its hash, or the promise of it a write returns) the devnet way
 * and returns the receipt; a reverted transaction throws.
 */
export async function sendAndWait(
  client: ReceiptClient,
  sent: Hash | Promise<Hash>,
  { label, ...wait }: SendOptions = {},
): Promise<TransactionReceipt> {
  const hash = await sent;
  const receipt = await waitForDevnetReceipt(client, hash, wait);
  if (receipt.status !== 'success') throw new Error(`${label ?? `Transaction ${hash}`} reverted`);
  return receipt;
}

/**
 * A devnet transaction's receipt, asked for every `pollingInterval` ms. Polled rather than viem's
 * wait, which looks again only when a new block comes: on a chain that mines on writes alone, a
 * lookup made just before the receipt was stored then waits forever. After `stallMs` without one,
 * a block is mined by hand, up to 3 times, and then an error says where the transaction stands
 * instead of a hook timing out in silence (once in CI a seed waited minutes for one).
 */
export async function waitForDevnetReceipt(
  client: ReceiptClient,
  hash: Hash,
  // Long enough for a loaded machine: the devnet mines each transaction as it arrives.
  { pollingInterval = 50, stallMs = 20_000 }: WaitOptions = {},
): Promise<TransactionReceipt> {
  for (let kick = 0; ; kick++) {
    const receipt = await pollReceipt(client, hash, pollingInterval, stallMs);
    if (receipt) return receipt;
    if (kick === KICKS) throw new Error(await describeStall(client, hash, stallMs));
    // Rare enough to be worth a line in any log: it has been a node bug, not a slow machine.
    console.warn(`devnet: no receipt for ${hash} after ${stallMs / 1000} s; mining a block by hand`);
    await client.mine({ blocks: 1 });
  }
}

async function pollReceipt(
  client: ReceiptClient,
  hash: Hash,
  pollingInterval: number,
  stallMs: number,
): Promise<TransactionReceipt | undefined> {
  const giveUpAt = Date.now() + stallMs;
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      // Any other error (the node gone) is the caller's to see at once.
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    if (Date.now() >= giveUpAt) return undefined;
    await new Promise((resolve) => setTimeout(resolve, pollingInterval));
  }
}

async function describeStall(client: ReceiptClient, hash: Hash, stallMs: number): Promise<string> {
  const seconds = ((KICKS + 1) * stallMs) / 1000;
  const transaction = await client.getTransaction({ hash }).catch(() => undefined);
  if (!transaction) return `Transaction ${hash} is unknown to the node after ${seconds} s (dropped from its pool)`;
  const [mined, pending] = await Promise.all([
    client.getTransactionCount({ address: transaction.from }),
    client.getTransactionCount({ address: transaction.from, blockTag: 'pending' }),
  ]);
  return (
    `Transaction ${hash} (nonce ${transaction.nonce} from ${getAddress(transaction.from)}) was not mined in ${seconds} s, ` +
    `${KICKS} blocks mined by hand included; the account's mined nonce is ${mined}, with pending ${pending}`
  );
}
