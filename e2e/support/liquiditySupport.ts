// Helpers of the liquidity specs: on-chain reads, and the test's own transactions as the wallet's
// account or a helper account (devnet keys are public; each worker has its own accounts).
import { flaskFactoryAbi, flaskPairAbi, flaskRouterAbi, testTokenAbi } from '@flaskswap/contracts';
import { testTokenBytecode } from '@flaskswap/contracts/bytecode';
import { anvilActions, devnetAccounts, devnetChain, devnetTransport, sendAndWait } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect, type Page } from '@playwright/test';
import { type Address, createWalletClient, erc20Abi, maxUint256, publicActions, zeroAddress } from 'viem';
import { submittedHash } from './chain.ts';
import { POLLING_MS, RPC_URL } from './env.ts';

export function clientOf(address: Address) {
  const account = devnetAccounts.find((candidate) => candidate.address === address);
  if (!account) throw new Error(`${address} is not a devnet account`);
  return createWalletClient({
    account,
    chain: devnetChain(RPC_URL),
    transport: devnetTransport(RPC_URL),
    pollingInterval: POLLING_MS,
  })
    .extend(publicActions)
    .extend(anvilActions);
}

type Client = ReturnType<typeof clientOf>;

export function balanceOf(client: Client, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

export async function pairOf(client: Client, manifest: Manifest, tokenA: Address, tokenB: Address) {
  return client.readContract({
    address: manifest.contracts.FlaskFactory!,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
}

export function allowanceOf(client: Client, token: Address, owner: Address, spender: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] });
}

export async function lpBalance(client: Client, manifest: Manifest, tokenA: Address, tokenB: Address, owner: Address) {
  const pair = await pairOf(client, manifest, tokenA, tokenB);
  return pair === zeroAddress ? 0n : balanceOf(client, pair, owner);
}

async function send(client: Client, request: Parameters<Client['writeContract']>[0]) {
  await sendAndWait(client, client.writeContract(request), { label: request.functionName });
}

/** Approves the router for all of `token`, then sends it `call`: a write outside the app. */
async function throughRouter(
  client: Client,
  manifest: Manifest,
  token: Address,
  call: { functionName: string; args: readonly unknown[]; value?: bigint },
) {
  const router = manifest.contracts.FlaskRouter!;
  await send(client, { address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] } as never);
  await send(client, { address: router, abi: flaskRouterAbi, ...call } as never);
}

/** Adds token + BNB liquidity straight through the router, outside the app. */
export async function addLiquidityEthDirectly(
  client: Client,
  manifest: Manifest,
  token: Address,
  amount: bigint,
  bnb: bigint,
) {
  await throughRouter(client, manifest, token, {
    functionName: 'addLiquidityETH',
    args: [token, amount, 0n, 0n, client.account.address, maxUint256],
    value: bnb,
  });
}

/** Adds token + token liquidity straight through the router, outside the app. */
export async function addLiquidityDirectly(
  client: Client,
  manifest: Manifest,
  [tokenA, amountA]: readonly [Address, bigint],
  [tokenB, amountB]: readonly [Address, bigint],
) {
  const router = manifest.contracts.FlaskRouter!;
  await send(client, { address: tokenB, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] } as never);
  await throughRouter(client, manifest, tokenA, {
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, amountA, amountB, 0n, 0n, client.account.address, maxUint256],
  });
}

/** A token + BNB position of the client's own, added outside the app: its pair and the LP held. */
export async function ethPositionOf(client: Client, manifest: Manifest, token: Address, amount: bigint, bnb: bigint) {
  await addLiquidityEthDirectly(client, manifest, token, amount, bnb);
  const pair = await pairOf(client, manifest, token, manifest.tokens.WBNB!);
  return { pair, lp: await balanceOf(client, pair, client.account.address) };
}

/** Sells `amount` of `tokenIn` for `tokenOut` straight through the router: the pair price moves. */
export async function swapDirectly(
  client: Client,
  manifest: Manifest,
  tokenIn: Address,
  tokenOut: Address,
  amount: bigint,
) {
  await throughRouter(client, manifest, tokenIn, {
    functionName: 'swapExactTokensForTokens',
    args: [amount, 0n, [tokenIn, tokenOut], client.account.address, maxUint256],
  });
}

/** Deploys a test token no list knows and mints `amount` of it to `holder`. */
export async function deployTestToken(
  client: Client,
  symbol: string,
  holder: Address,
  amount: bigint,
): Promise<Address> {
  const hash = await client.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [`${symbol} Test Token`, symbol, 18, client.account.address],
  });
  const { contractAddress } = await sendAndWait(client, hash);
  await send(client, {
    address: contractAddress!,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [holder, amount],
  } as never);
  return contractAddress!;
}

export async function pairState(client: Client, pair: Address) {
  const [reserves, totalSupply] = await Promise.all([
    client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'totalSupply' }),
  ]);
  return { reserve0: reserves[0], reserve1: reserves[1], totalSupply };
}

/**
 * Clicks the 'Enable {symbol}' buttons the add screen shows until Supply is enabled. A button can
 * flash back for a moment between the approval's receipt and the allowance read, hence the retry.
 */
export async function enableTokens(page: Page) {
  const supply = page.getByTestId('supply-button');
  await expect(async () => {
    const enable = page.getByRole('button', { name: /^Enable / }).first();
    if (await enable.isVisible()) await enable.click({ timeout: 1_000 });
    await expect(supply).toBeEnabled({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/** Types `amount` of the first currency, enables both tokens and opens the supply review. */
export async function reviewSupply(page: Page, amount: string) {
  await page.locator('#add-liquidity-input-a-amount').fill(amount);
  await enableTokens(page);
  await page.getByTestId('supply-button').click();
}

/** Enables the removal (a permit signature, or an approval where the wallet cannot sign) and waits for it. */
export async function enableRemoval(page: Page) {
  await page.getByTestId('remove-enable-button').click();
  await expect(page.getByTestId('remove-enable-button')).toHaveText('Enabled');
}

/** Opens the removal's review and confirms it: the hash of the submitted transaction. */
export async function confirmRemoval(page: Page) {
  await page.getByTestId('remove-button').click();
  await page.getByRole('dialog', { name: 'You will receive' }).getByRole('button', { name: 'Confirm' }).click();
  return submittedHash(page);
}
