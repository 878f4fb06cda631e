import { flaskFactoryAbi, flaskPairAbi, flaskSplitRouterAbi, testTokenAbi } from '@flaskswap/contracts';
import { type DevnetTestClient, deployerAccount, sendAndWait } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type PublicClient,
  parseEther,
  parseEventLogs,
} from 'viem';
import { sendAs, submittedHash, tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  addLiquidityDirectly,
  addLiquidityEthDirectly,
  clientOf,
  deployTestToken,
} from '../support/liquiditySupport.ts';
import { approveInForm, expectQuote, inputField, outputField, typeAndQuote } from '../support/swapSupport.ts';

/** The BNB in the test token's own WBNB pair: the trades (150 BNB) are 5% of it. */
const DIRECT_BNB = parseEther('3000');
const SYMBOL = 'SPLT';

test.describe('split swap', () => {
  test('150 BNB → SPLT goes out as a split in one transaction, each part through its pairs', async ({
    page,
    freshAccount,
    chain,
    manifest,
    accounts,
  }) => {
    const token = await splitMarket(chain, manifest, accounts[1]!);
    const wbnb = manifest.tokens.WBNB as Address;
    const splitRouter = manifest.contracts.FlaskSplitRouter as Address;
    await chain.setBalance({ address: freshAccount.address, value: parseEther('200') });
    const wallet = await freshAccount.install(page);
    await wallet.install();
    await page.goto(`/swap?outputCurrency=${token}`);
    await importFromLink(page);
    await wallet.connect();
    const tokenBefore = await tokenBalance(chain, token, wallet.address);
    const bnbBefore = await chain.getBalance({ address: wallet.address });

    await typeAndQuote(inputField(page), '150');
    const route = page.getByTestId('trade-details').getByTestId('split-route');
    await expect(route).toHaveText(/^\d+% (direct|via [^,]+)(, \d+% (direct|via [^,]+))+ → SPLT$/);
    // The direct pair, and a route that reaches SPLT-BUSD (from WBNB, or through FLASK first).
    await expect(route).toContainText('direct');
    await expect(route).toContainText('BUSD');
    // With "Disable Multihops" there is one route, the direct pair: no split, still a quote.
    await setMultihops(page, false);
    await expect(page.getByTestId('split-route')).toHaveCount(0);
    await expectQuote(page);
    await setMultihops(page, true);
    await expect(route).toContainText('BUSD');
    const minimum = parseEther((await page.getByTestId('minimum-received').textContent())!.split(' ')[0]!);
    await expect(page.getByTestId('price-impact')).toHaveText(/%$/);

    // BNB needs no approval: straight to the review, which shows the same split.
    await page.getByTestId('swap-button').click();
    const review = page.getByTestId('confirm-swap');
    await expect(review.getByTestId('split-route')).toHaveText((await route.textContent())!);
    await expect(review).toContainText('Estimated output: you get at least');
    await page.getByTestId('confirm-swap-button').click();
    const hash = await submittedHash(page);

    const receipt = await sendAndWait(chain, hash);
    expect(receipt.status).toBe('success');
    const tx = await chain.getTransaction({ hash });
    expect(getAddress(tx.to!)).toBe(getAddress(splitRouter));
    expect(tx.value).toBe(parseEther('150'));
    const call = decodeFunctionData({ abi: flaskSplitRouterAbi, data: tx.input });
    if (call.functionName !== 'swapExactETHForTokensSplit') throw new Error(`${call.functionName} sent`);
    const [amountsIn, paths, amountOutMin, to] = call.args;
    expect(paths.length).toBeGreaterThanOrEqual(2);
    expect(amountsIn.reduce((a, b) => a + b, 0n)).toBe(parseEther('150'));
    expect(getAddress(to)).toBe(getAddress(wallet.address));
    // The minimum sent is the one shown (shown to 4 significant digits).
    const gap = amountOutMin > minimum ? amountOutMin - minimum : minimum - amountOutMin;
    expect(gap).toBeLessThanOrEqual(minimum / 1000n);

    // On chain, the pairs' Swap events in log order are the parts' hops in order: each part
    // enters its first pair with its amount, each hop passes on what the one before it paid out,
    // and each part's last pair pays the wallet.
    const swaps = parseEventLogs({ abi: flaskPairAbi, eventName: 'Swap', logs: receipt.logs });
    expect(swaps.length).toBe(paths.reduce((hops, path) => hops + path.length - 1, 0));
    let next = 0;
    let paidOut = 0n;
    for (const [i, path] of paths.entries()) {
      expect(getAddress(path[0]!)).toBe(getAddress(wbnb));
      let carried = amountsIn[i]!;
      for (let hop = 0; hop + 1 < path.length; hop++) {
        const swap = swaps[next++]!;
        const pair = await pairOf(chain, manifest, path[hop]!, path[hop + 1]!);
        expect(getAddress(swap.address)).toBe(pair);
        const inIsToken0 = BigInt(path[hop]!) < BigInt(path[hop + 1]!);
        expect(inIsToken0 ? swap.args.amount0In : swap.args.amount1In).toBe(carried);
        carried = inIsToken0 ? swap.args.amount1Out : swap.args.amount0Out;
        const last = hop + 2 === path.length;
        if (last) expect(getAddress(swap.args.to)).toBe(getAddress(wallet.address));
      }
      paidOut += carried;
    }

    // Balances: the wallet paid 150 BNB plus the gas, and got every part's output in SPLT.
    const received = (await tokenBalance(chain, token, wallet.address)) - tokenBefore;
    expect(received).toBe(paidOut);
    expect(received).toBeGreaterThanOrEqual(amountOutMin);
    const bnbAfter = await chain.getBalance({ address: wallet.address });
    expect(bnbBefore - bnbAfter).toBe(parseEther('150') + receipt.gasUsed * receipt.effectiveGasPrice);
  });

  test('SPLT → 150 BNB, exact output: the split router is approved, then one maximum sold bounds the parts', async ({
    page,
    freshAccount,
    chain,
    manifest,
    accounts,
  }) => {
    const token = await splitMarket(chain, manifest, accounts[1]!);
    const splitRouter = manifest.contracts.FlaskSplitRouter as Address;
    await clientOf(accounts[1]!).writeContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [freshAccount.address, parseEther('1000000')],
    });
    const wallet = await freshAccount.install(page);
    await wallet.install();
    await page.goto(`/swap?inputCurrency=${token}&outputCurrency=BNB`);
    await importFromLink(page);
    await wallet.connect();
    const tokenBefore = await tokenBalance(chain, token, wallet.address);

    await typeAndQuote(outputField(page), '150');
    const route = page.getByTestId('trade-details').getByTestId('split-route');
    await expect(route).toHaveText(/^\d+% (direct|via [^,]+)(, \d+% (direct|via [^,]+))+ → BNB$/);
    await expect(route).toContainText('direct');
    await expect(route).toContainText('BUSD');
    const maximumSold = parseEther((await page.getByTestId('maximum-sold').textContent())!.split(' ')[0]!);

    // The split router pulls the SPLT: it is the spender to approve.
    await approveInForm(page, SYMBOL);
    const allowance = await chain.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, splitRouter],
    });
    expect(allowance).toBeGreaterThanOrEqual(maximumSold);
    // After the approval (its gas paid): what the swap alone changes.
    const bnbBefore = await chain.getBalance({ address: wallet.address });
    await page.getByTestId('swap-button').click();
    await expect(page.getByTestId('confirm-swap')).toContainText('Estimated input: you pay at most');
    await page.getByTestId('confirm-swap-button').click();
    const hash = await submittedHash(page);

    const receipt = await sendAndWait(chain, hash);
    expect(receipt.status).toBe('success');
    const tx = await chain.getTransaction({ hash });
    expect(getAddress(tx.to!)).toBe(getAddress(splitRouter));
    const call = decodeFunctionData({ abi: flaskSplitRouterAbi, data: tx.input });
    if (call.functionName !== 'swapTokensForExactETHSplit') throw new Error(`${call.functionName} sent`);
    const [amountsOut, paths, amountInMax] = call.args;
    expect(paths.length).toBeGreaterThanOrEqual(2);
    expect(amountsOut.reduce((a, b) => a + b, 0n)).toBe(parseEther('150'));
    const gap = amountInMax > maximumSold ? amountInMax - maximumSold : maximumSold - amountInMax;
    expect(gap).toBeLessThanOrEqual(maximumSold / 1000n);

    // Balances: exactly 150 BNB more (less the gas), SPLT spent within the maximum sold.
    const bnbAfter = await chain.getBalance({ address: wallet.address });
    expect(bnbAfter - bnbBefore).toBe(parseEther('150') - receipt.gasUsed * receipt.effectiveGasPrice);
    const sold = tokenBefore - (await tokenBalance(chain, token, wallet.address));
    expect(sold).toBeGreaterThan(0n);
    expect(sold).toBeLessThanOrEqual(amountInMax);
  });
});

/**
 * A token of this test's own, SPLT, worth 1 BUSD, in two pairs no other spec trades: SPLT-WBNB
 * holding DIRECT_BNB, and SPLT-BUSD as deep at BUSD-WBNB's price. Both routes from BNB are then
 * about as good: 150 BNB split gets about 2.4% more than on either alone, far more than other
 * specs' trades move the shared pairs meanwhile, and stays under 5% price impact.
 */
async function splitMarket(chain: DevnetTestClient, manifest: Manifest, maker: Address): Promise<Address> {
  const wbnb = manifest.tokens.WBNB as Address;
  const busd = manifest.tokens.BUSD as Address;
  const [reserve0, reserve1] = await chain.readContract({
    address: await pairOf(chain, manifest, wbnb, busd),
    abi: flaskPairAbi,
    functionName: 'getReserves',
  });
  const busdPerBnb =
    BigInt(wbnb) < BigInt(busd) ? (reserve1 * 10n ** 18n) / reserve0 : (reserve0 * 10n ** 18n) / reserve1;
  const depth = (DIRECT_BNB * busdPerBnb) / 10n ** 18n;
  const client = clientOf(maker);
  await chain.setBalance({ address: maker, value: (await chain.getBalance({ address: maker })) + DIRECT_BNB });
  const token = await deployTestToken(client, SYMBOL, maker, 2n * depth);
  await sendAs(chain, deployerAccount.address, {
    address: busd,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [maker, depth],
  });
  await addLiquidityEthDirectly(client, manifest, token, depth, DIRECT_BNB);
  await addLiquidityDirectly(client, manifest, [token, depth], [busd, depth]);
  return token;
}

/** Accepts the import warning a link to a token of no list opens. */
async function importFromLink(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
  await dialog.getByText('I understand').click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Turns multi-hop routes on or off in Settings ("Disable Multihops"). */
async function setMultihops(page: Page, on: boolean) {
  await page.getByTestId('settings-button').click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const disabled = dialog.getByRole('switch', { name: 'Disable Multihops' });
  if ((await disabled.isChecked()) === on) await disabled.click();
  await expect(disabled).toBeChecked({ checked: !on });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function pairOf(chain: PublicClient, manifest: Manifest, a: Address, b: Address): Promise<Address> {
  const pair = await chain.readContract({
    address: manifest.contracts.FlaskFactory as Address,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  });
  return getAddress(pair);
}
