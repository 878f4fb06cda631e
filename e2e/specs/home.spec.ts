import { flaskTokenAbi, masterChefAbi } from '@flaskswap/contracts';
import { erc20Abi, maxUint256, parseEther } from 'viem';
import { sendAs, tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { chefStake } from '../support/poolsSupport.ts';

const DEAD_ADDRESS = '0x000000000000000000000000000000000000dEaD';
const grouped = (raw: bigint) => (raw / 10n ** 18n).toLocaleString('en-US');

test.describe('home', () => {
  test('FLASK price, supply, burned, TVL and the best APR; the title carries the price', async ({
    page,
    chain,
    manifest,
    accounts,
  }) => {
    const flask = manifest.tokens.FLASK!;
    // Burned counts burn() (which leaves no balance anywhere) and the dead address.
    await sendAs(chain, accounts[0]!, {
      address: flask,
      abi: flaskTokenAbi,
      functionName: 'burn',
      args: [parseEther('5')],
    });
    await sendAs(chain, accounts[0]!, {
      address: flask,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [DEAD_ADDRESS, parseEther('3')],
    });
    const burnedOnChain =
      (await chain.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'totalBurned' })) +
      (await tokenBalance(chain, flask, DEAD_ADDRESS));
    expect(burnedOnChain).toBeGreaterThanOrEqual(parseEther('8'));
    await page.goto('/');
    await expect(page).toHaveTitle(/^\$\d+\.\d{3} - Home \| FlaskSwap$/);
    await expect(page.getByTestId('flask-price')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    const supply = await chain.readContract({
      address: manifest.tokens.FLASK!,
      abi: flaskTokenAbi,
      functionName: 'totalSupply',
    });
    // The supply moves with every block's rewards: compare the leading digits.
    await expect(page.getByTestId('flask-total-supply')).toHaveText(new RegExp(`^${grouped(supply).slice(0, 3)}`));
    // Other workers' vault harvests may burn more meanwhile: at least what was read.
    await expect
      .poll(async () => {
        const text = (await page.getByTestId('flask-burned').textContent()) ?? '';
        return /^\d[\d,]*$/.test(text) ? BigInt(text.replaceAll(',', '')) : -1n;
      })
      .toBeGreaterThanOrEqual(burnedOnChain / 10n ** 18n);
    await expect(page.getByTestId('tvl')).toHaveText(/^\$[1-9][\d,]*\.\d{2}$/);
    await expect(page.getByTestId('best-apr')).toHaveText(/APR$/);
    await expect(page.getByTestId('harvest-card').getByRole('button', { name: 'Unlock Wallet' })).toBeVisible();
  });

  test('Harvest all collects every farm and pool with earnings, one transaction each', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const chef = manifest.contracts.MasterChef!;
    const flask = manifest.tokens.FLASK!;
    if ((await chefStake(chain, manifest, 0, wallet.address)) === 0n) {
      // Something to harvest for any worker's account: 10 FLASK in pool 0.
      await sendAs(chain, wallet.address, {
        address: flask,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chef, maxUint256],
      });
      await sendAs(chain, wallet.address, {
        address: chef,
        abi: masterChefAbi,
        functionName: 'enterStaking',
        args: [parseEther('10')],
      });
    }
    const pendingFlaskEverywhere = async () => {
      const length = await chain.readContract({ address: chef, abi: masterChefAbi, functionName: 'poolLength' });
      let total = 0n;
      for (let pid = 0n; pid < length; pid++) {
        total += await chain.readContract({
          address: chef,
          abi: masterChefAbi,
          functionName: 'pendingFlask',
          args: [pid, wallet.address],
        });
      }
      return total;
    };
    await chain.mine({ blocks: 5 });
    await wallet.openConnected('/');
    const card = page.getByTestId('harvest-card');
    await expect(card.getByTestId('flask-to-harvest')).not.toHaveText('0.00000', { timeout: 20_000 });
    const button = card.getByRole('button', { name: /^Harvest all \(\d+\)$/ });
    await expect(button).toBeEnabled();
    const jobs = Number((await button.textContent())!.match(/\((\d+)\)/)![1]);
    expect(jobs).toBeGreaterThan(0);
    const before = await tokenBalance(chain, flask, wallet.address);
    // FLASK pending in pid 0 and every farm now; harvesting pays at least this much.
    const pendingBefore = await pendingFlaskEverywhere();
    const nonceBefore = await chain.getTransactionCount({ address: wallet.address });
    // The progress labels may last less than a poll when blocks are instant: record every one shown.
    await card.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { harvestLabels: string[] }).harvestLabels = seen;
      new MutationObserver(() => {
        const label = element.querySelector('button')?.textContent ?? '';
        if (/Harvesting/.test(label) && seen.at(-1) !== label) seen.push(label);
      }).observe(element, { subtree: true, childList: true, characterData: true });
    });
    await button.click();
    await expect
      .poll(() => chain.getTransactionCount({ address: wallet.address }), { timeout: 60_000 })
      .toBe(nonceBefore + jobs);
    await expect(card.getByRole('button', { name: /^Harvest all/ })).toBeVisible({ timeout: 60_000 });
    const labels = await page.evaluate(() => (window as unknown as { harvestLabels: string[] }).harvestLabels);
    expect(labels[0]).toMatch(new RegExp(`Harvesting 1 of ${jobs}`));
    expect((await tokenBalance(chain, flask, wallet.address)) - before).toBeGreaterThanOrEqual(pendingBefore);
  });
});
