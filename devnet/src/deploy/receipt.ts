import {
  getAddress,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';

const KICKS = 3;

type ReceiptClient = Pick<
  PublicClient,
  'waitForTransactionReceipt' | 'getTransaction' | 'getTransactionCount' | 'request'
>;

/**
 * A devnet transaction's receipt. Once in CI a seed waited minutes for a receipt that never came
 * (anvil 1.7.1, mixed mining): after 20 s without one, a block is mined by hand, up to 3 times,
 * and then an error says where the transaction stands instead of a hook timing out in silence.
 */
export async function waitForDevnetReceipt(
  client: ReceiptClient,
  hash: Hash,
  // Long enough for a loaded machine: the devnet mines each transaction as it arrives.
  { pollingInterval = 50, stallMs = 20_000 }: { pollingInterval?: number; stallMs?: number } = {},
): Promise<TransactionReceipt> {
  for (let kick = 0; ; kick++) {
    try {
      return await client.waitForTransactionReceipt({ hash, pollingInterval, timeout: stallMs });
    } catch (error) {
      if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error;
      if (kick === KICKS) throw new Error(await describeStall(client, hash, stallMs));
      // Rare enough to be worth a line in any log: it has been a node bug, not a slow machine.
      console.warn(`devnet: no receipt for ${hash} after ${stallMs / 1000} s; mining a block by hand`);
      await client.request({ method: 'evm_mine' as never, params: [] as never });
    }
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
