import { parseEther } from 'viem';
import { tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { inputField, outputField } from '../support/swapSupport.ts';

test.describe('swap: wrap and unwrap', () => {
  test('wraps BNB into WBNB and unwraps it back at 1:1', async ({ page, wallet, chain, manifest }) => {
    const wbnb = manifest.tokens.WBNB!;
    await wallet.openConnected(`/swap?inputCurrency=BNB&outputCurrency=${wbnb}`);
    const before = await tokenBalance(chain, wbnb, wallet.address);

    await inputField(page).fill('2');
    await expect(outputField(page)).toHaveValue('2');
    await expect(page.getByTestId('trade-details')).toHaveCount(0);
    await page.getByRole('button', { name: 'Wrap', exact: true }).click();
    await expect.poll(() => tokenBalance(chain, wbnb, wallet.address)).toBe(before + parseEther('2'));
    await expect(inputField(page)).toHaveValue('');

    await page.getByTestId('switch-currencies').click();
    await inputField(page).fill('100000');
    await expect(page.getByTestId('wrap-button')).toHaveText('Insufficient WBNB balance');
    await expect(page.getByTestId('wrap-button')).toBeDisabled();
    await inputField(page).fill('1.5');
    await page.getByRole('button', { name: 'Unwrap', exact: true }).click();
    await expect.poll(() => tokenBalance(chain, wbnb, wallet.address)).toBe(before + parseEther('0.5'));
  });

  test('asks for an amount, and for enough BNB', async ({ page, wallet, manifest }) => {
    await wallet.openConnected(`/swap?inputCurrency=BNB&outputCurrency=${manifest.tokens.WBNB}`);
    await expect(page.getByTestId('wrap-button')).toHaveText('Enter an amount');
    await inputField(page).fill('1000000');
    await expect(page.getByTestId('wrap-button')).toHaveText('Insufficient BNB balance');
  });

  test('a rejected wrap is only logged and leaves the form as it was', async ({ page, wallet, chain, manifest }) => {
    const wbnb = manifest.tokens.WBNB!;
    await wallet.openConnected(`/swap?inputCurrency=BNB&outputCurrency=${wbnb}`);
    const before = await tokenBalance(chain, wbnb, wallet.address);
    const logged = page.waitForEvent('console', (message) => message.type() === 'error');
    await inputField(page).fill('1');
    await wallet.rejectNext('eth_sendTransaction');
    await page.getByTestId('wrap-button').click();
    expect((await logged).text()).toContain('Could not wrap BNB');
    await expect(inputField(page)).toHaveValue('1');
    await expect(page.getByTestId('wrap-button')).toHaveText('Wrap');
    expect(await tokenBalance(chain, wbnb, wallet.address)).toBe(before);
  });
});
