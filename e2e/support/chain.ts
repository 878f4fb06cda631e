// On-chain helpers shared by the specs: balances, writes from the devnet's unlocked accounts, and
// the transaction the app submitted.
import { flaskRouterAbi } from '@flaskswap/contracts';
import { type DevnetTestClient, devnetChain, sendAndWait } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect, type Page } from '@playwright/test';
import { type Address, createWalletClient, decodeFunctionData, erc20Abi, type Hex, http } from 'viem';
import { POLLING_MS, RPC_URL } from './env.ts';

export function tokenBalance(chain: DevnetTestClient, token: string, owner: Address): Promise<bigint> {
  return chain.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

/** A wallet client of an unlocked devnet account (no key needed). */
export function walletOf(account: Address) {
  return createWalletClient({
    account,
    chain: devnetChain(RPC_URL),
    transport: http(RPC_URL),
    pollingInterval: POLLING_MS,
  });
}

/** A contract write, without the account (sendAs names it). */
export interface WriteRequest {
  address: Address;
  abi: readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

// Specs in two workers send from the same unlocked account (the deployer funds fresh accounts):
// anvil can give two simultaneous sends one nonce and refuse the second. Sending again takes the next.
const NONCE_RACE = /replacement transaction underpriced|nonce too low|already known/i;

async function writeAs(account: Address, request: WriteRequest, gas: bigint): Promise<Hex> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await walletOf(account).writeContract({ ...request, gas } as never);
    } catch (error) {
      if (attempt >= 5 || !NONCE_RACE.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Sends a write from an unlocked devnet account with a fixed gas limit, waits for it and returns its receipt. */
export async function sendAs(chain: DevnetTestClient, account: Address, request: WriteRequest, gas = 1_000_000n) {
  return sendAndWait(chain, writeAs(account, request, gas), { label: request.functionName });
}

/** Sets the router allowance of `owner` to zero so the app's approval flow starts from scratch. */
export async function revokeRouterAllowance(
  chain: DevnetTestClient,
  manifest: Manifest,
  owner: Address,
  token: string,
) {
  await sendAs(chain, owner, {
    address: token as Address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [manifest.contracts.FlaskRouter!, 0n],
  });
}

/** The hash the 'Transaction Submitted' view links to. */
export async function submittedHash(page: Page): Promise<Hex> {
  await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();
  return (await page.getByTestId('submitted-hash').textContent()) as Hex;
}

/** A router transaction once mined (it must succeed): its receipt, the transaction and its decoded call. */
export async function minedRouterCall(chain: DevnetTestClient, hash: Hex) {
  const receipt = await sendAndWait(chain, hash);
  const tx = await chain.getTransaction({ hash });
  return { receipt, tx, call: decodeFunctionData({ abi: flaskRouterAbi, data: tx.input }) };
}
