import { flaskFactoryAbi, flaskPairAbi, flaskSplitRouterAbi } from '@flaskswap/contracts';
import type { Manifest } from '@flaskswap/sdk';
import {
  type Address,
  createTestClient,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  type PublicClient,
  parseEther,
  parseEventLogs,
} from 'viem';
import { submittedHash, tokenBalance } from '../support/chain.ts';
import { RPC_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { inputField, typeAndQuote } from '../support/swapSupport.ts';

test.describe('split swap', () => {
  test('1000 BNB → USDT goes out as a split in one transaction, each part through its pairs', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    // USDT-WBNB is a tenth as deep as BUSD-WBNB and USDT-BUSD: 1000 BNB (3% of its WBNB) is better
    // sent partly through BUSD.
    const usdt = manifest.tokens.USDT as Address;
    const wbnb = manifest.tokens.WBNB as Address;
    const splitRouter = manifest.contracts.FlaskSplitRouter as Address;
    await createTestClient({ mode: 'anvil', transport: http(RPC_URL) }).setBalance({
      address: freshAccount.address,
      value: parseEther('1100'),
    });
    const wallet = await freshAccount.install(page);
    await wallet.openConnected(`/swap?outputCurrency=${usdt}`);
    const usdtBefore = await tokenBalance(chain, usdt, wallet.address);

    await typeAndQuote(inputField(page), '1000');
    const route = page.getByTestId('trade-details').getByTestId('split-route');
    await expect(route).toHaveText(/^\d+% (direct|via [^,]+)(, \d+% (direct|via [^,]+))+ → USDT$/);
    await expect(route).toContainText('via BUSD');
    const minimum = parseEther((await page.getByTestId('minimum-received').textContent())!.split(' ')[0]!);
    await expect(page.getByTestId('price-impact')).toHaveText(/%$/);

    // BNB needs no approval: straight to the review, which shows the same split.
    await page.getByTestId('swap-button').click();
    const review = page.getByTestId('confirm-swap');
    await expect(review.getByTestId('split-route')).toHaveText((await route.textContent())!);
    await expect(review).toContainText('Estimated output: you get at least');
    await page.getByTestId('confirm-swap-button').click();
    const hash = await submittedHash(page);

    const receipt = await chain.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const tx = await chain.getTransaction({ hash });
    expect(getAddress(tx.to!)).toBe(getAddress(splitRouter));
    expect(tx.value).toBe(parseEther('1000'));
    const call = decodeFunctionData({ abi: flaskSplitRouterAbi, data: tx.input });
    if (call.functionName !== 'swapExactETHForTokensSplit') throw new Error(`${call.functionName} sent`);
    const [amountsIn, paths, amountOutMin, to] = call.args;
    expect(paths.length).toBeGreaterThanOrEqual(2);
    expect(amountsIn.reduce((a, b) => a + b, 0n)).toBe(parseEther('1000'));
    expect(getAddress(to)).toBe(getAddress(wallet.address));
    // The minimum sent is the one shown (shown to 4 significant digits).
    const gap = amountOutMin > minimum ? amountOutMin - minimum : minimum - amountOutMin;
    expect(gap).toBeLessThanOrEqual(minimum / 1000n);

    // On chain: each part's first pair took that part's WBNB in this transaction (its Swap event),
    // and moved its reserves by it; the wallet got at least the minimum in USDT.
    const wbnbIn = new Map<Address, bigint>();
    for (const log of receipt.logs) {
      const [event] = parseEventLogs({ abi: flaskPairAbi, eventName: 'Swap', logs: [log] });
      if (!event) continue;
      const token0 = await chain.readContract({ address: log.address, abi: flaskPairAbi, functionName: 'token0' });
      const amount = getAddress(token0) === getAddress(wbnb) ? event.args.amount0In : event.args.amount1In;
      wbnbIn.set(getAddress(log.address), (wbnbIn.get(getAddress(log.address)) ?? 0n) + amount);
    }
    // One transaction in the block (automine), so the block's reserve changes are this trade's.
    const block = await chain.getBlock({ blockNumber: receipt.blockNumber });
    const alone = block.transactions.length === 1;
    for (const [i, path] of paths.entries()) {
      expect(getAddress(path[0]!)).toBe(getAddress(wbnb));
      const pair = await pairOf(chain, manifest, path[0]!, path[1]!);
      expect(wbnbIn.get(pair)).toBe(amountsIn[i]);
      if (!alone) continue;
      const wbnbReserve = async (blockNumber: bigint) => {
        const [reserve0, reserve1] = await chain.readContract({
          address: pair,
          abi: flaskPairAbi,
          functionName: 'getReserves',
          blockNumber,
        });
        const token0 = await chain.readContract({ address: pair, abi: flaskPairAbi, functionName: 'token0' });
        return getAddress(token0) === getAddress(wbnb) ? reserve0 : reserve1;
      };
      expect((await wbnbReserve(receipt.blockNumber)) - (await wbnbReserve(receipt.blockNumber - 1n))).toBe(
        amountsIn[i],
      );
    }
    const received = (await tokenBalance(chain, usdt, wallet.address)) - usdtBefore;
    expect(received).toBeGreaterThanOrEqual(amountOutMin);
    // Each part paid the wallet directly from its last pair.
    const usdtTransfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (event) =>
        getAddress(event.address) === getAddress(usdt) && getAddress(event.args.to) === getAddress(wallet.address),
    );
    expect(usdtTransfers.length).toBe(paths.length);
    expect(usdtTransfers.reduce((sum, event) => sum + event.args.value, 0n)).toBe(received);
  });
});

async function pairOf(chain: PublicClient, manifest: Manifest, a: Address, b: Address): Promise<Address> {
  const pair = await chain.readContract({
    address: manifest.contracts.FlaskFactory as Address,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  });
  return getAddress(pair);
}
