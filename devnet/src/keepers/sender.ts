// How a keeper sends a transaction and waits for it: at the account's next confirmed nonce, with the
// chain's current fees; when it is not mined after a bounded wait (fees rose, a node dropped it), the
// same call is sent again at the same nonce with fees a quarter higher, up to a few times. Whichever
// of the copies is mined is the answer. A nonce used by a transaction the keeper did not send means
// another process sends from the same key: that is reported, not retried blindly.
import {
  type Abi,
  type Address,
  BaseError,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type TransactionReceipt,
} from 'viem';
import type { KeeperClient } from './client.ts';

/** How long a keeper's transaction may stay unmined before it is sent again with a higher fee. */
export const REPLACE_AFTER_MS = 20_000;
/** Sends of one transaction (the first and its replacements) before the step gives up. */
export const SEND_ATTEMPTS = 4;
/** Each replacement's fees: 125% of the last (nodes want at least 110% to replace a transaction). */
const FEE_BUMP_PERCENT = 125n;

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export interface KeeperCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
  /** A fixed gas limit (else estimated, with the scripts' margin). */
  gas?: bigint;
}

export interface SenderOptions {
  /** For log lines: "lottery keeper". */
  name: string;
  log: (message: string) => void;
  replaceAfterMs?: number;
  attempts?: number;
  pollMs?: number;
  /** The account to send from (default: the client's). */
  account?: LocalAccount;
}

export interface KeeperSender {
  /** Sends `call` and resolves with its receipt once mined; rejects when it reverted or never got in. */
  write(what: string, call: KeeperCall): Promise<TransactionReceipt>;
}

const bumped = (fees: Fees): Fees => ({
  maxFeePerGas: (fees.maxFeePerGas * FEE_BUMP_PERCENT) / 100n + 1n,
  maxPriorityFeePerGas: (fees.maxPriorityFeePerGas * FEE_BUMP_PERCENT) / 100n + 1n,
});
/** The larger of two bigints (Math.max takes numbers only). */
function larger(x: bigint, y: bigint): bigint {
  if (x > y) return x;
  return y;
}
const atLeast = (a: Fees, b: Fees): Fees => ({
  maxFeePerGas: larger(a.maxFeePerGas, b.maxFeePerGas),
  maxPriorityFeePerGas: larger(a.maxPriorityFeePerGas, b.maxPriorityFeePerGas),
});

/** The node refused a copy as not paying enough more than the one it holds at that nonce. */
function isUnderpriced(error: unknown): boolean {
  const text = error instanceof BaseError ? `${error.details} ${error.shortMessage}` : String(error);
  return /underpriced|already known|fee too low|replacement/i.test(text);
}

/** What the sender needs of a client: a keeper's, or any wallet client with public actions. */
export type SenderClient = Pick<
  KeeperClient,
  'account' | 'chain' | 'sendTransaction' | 'getTransactionCount' | 'getTransactionReceipt' | 'estimateFeesPerGas'
>;

export function createKeeperSender(client: SenderClient, options: SenderOptions): KeeperSender {
  const account = options.account ?? (client.account as LocalAccount);
  const replaceAfterMs = options.replaceAfterMs ?? REPLACE_AFTER_MS;
  const attempts = options.attempts ?? SEND_ATTEMPTS;
  const pollMs = options.pollMs ?? 250;
  // The fees last offered at a nonce: a later copy must outbid them, even from the next step.
  const offered = new Map<number, Fees>();

  async function currentFees(): Promise<Fees> {
    const fees = await client.estimateFeesPerGas();
    return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
  }

  async function firstReceipt(hashes: Hex[]): Promise<TransactionReceipt | undefined> {
    for (const hash of hashes) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
      if (receipt) return receipt;
    }
    return undefined;
  }

  async function waitForAny(hashes: Hex[], ms: number): Promise<TransactionReceipt | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const receipt = await firstReceipt(hashes);
      if (receipt || Date.now() >= deadline) return receipt;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    async write(what, call) {
      const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as never);
      const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'latest' });
      const previous = offered.get(nonce);
      let fees = previous ? atLeast(await currentFees(), bumped(previous)) : await currentFees();
      const hashes: Hex[] = [];
      for (let attempt = 1; ; attempt++) {
        try {
          hashes.push(
            await client.sendTransaction({
              account,
              chain: client.chain,
              to: call.address,
              data,
              value: call.value,
              gas: call.gas,
              nonce,
              ...fees,
            }),
          );
        } catch (error) {
          // A copy from an earlier step (or an earlier run) still waits at this nonce: outbid it.
          if (!isUnderpriced(error) || attempt >= attempts) throw error;
          fees = bumped(fees);
          continue;
        }
        offered.set(nonce, fees);
        let receipt = await waitForAny(hashes, replaceAfterMs);
        if (!receipt) {
          const confirmed = await client.getTransactionCount({ address: account.address, blockTag: 'latest' });
          // Mined between the last look and this one, or another process used the nonce.
          if (confirmed > nonce) receipt = await firstReceipt(hashes);
          if (confirmed > nonce && !receipt) {
            offered.delete(nonce);
            throw new Error(
              `nonce ${nonce} of ${account.address} was used by a transaction this keeper did not send: is another process sending from this key?`,
            );
          }
        }
        if (receipt) {
          offered.delete(nonce);
          if (receipt.status !== 'success') throw new Error(`${what} ${receipt.transactionHash} reverted`);
          return receipt;
        }
        if (attempt >= attempts) {
          throw new Error(`${what} was not mined after ${attempts} sends with rising fees (nonce ${nonce})`);
        }
        fees = atLeast(await currentFees(), bumped(fees));
        options.log(
          `${options.name}: ${what} (nonce ${nonce}) not mined after ${Math.round(replaceAfterMs / 1000)} s; sending it again with higher fees`,
        );
      }
    },
  };
}
