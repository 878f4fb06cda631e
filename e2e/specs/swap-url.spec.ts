import { testTokenAbi } from '@flaskswap/contracts';
import { testTokenBytecode } from '@flaskswap/contracts/bytecode';
import { sendAndWait } from '@flaskswap/devnet';
import { type Address, getAddress, parseEther } from 'viem';
import { walletOf } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectQuote, inputField, outputField } from '../support/swapSupport.ts';

const currencyButton = (page: import('@playwright/test').Page, side: 'input' | 'output') =>
  page.getByTestId(`swap-currency-${side}-currency-button`);

test.describe('swap: URL query', () => {
  test('reads currencies, the exact amount and the exact field', async ({ page, manifest }) => {
    const { FLASK: flask, BUSD: busd } = manifest.tokens;
    await page.goto(
      `/swap?inputCurrency=${flask!.toLowerCase()}&outputCurrency=${busd}&exactAmount=12,5&exactField=OUTPUT`,
    );
    await expect(currencyButton(page, 'input')).toContainText('FLASK');
    await expect(currencyButton(page, 'output')).toContainText('BUSD');
    await expect(outputField(page)).toHaveValue('12.5');
    await expectQuote(page);
    await expect(page.getByText('From (estimated)')).toBeVisible();
    await expect(page.getByTestId('swap-url-notice')).toHaveCount(0);
  });

  test('defaults the input to BNB and follows /swap/{outputCurrency}', async ({ page, manifest }) => {
    await page.goto(`/swap/${manifest.tokens.FLASK}`);
    await expect(page).toHaveURL(new RegExp(`/swap\\?outputCurrency=${manifest.tokens.FLASK}`));
    await expect(currencyButton(page, 'input')).toContainText('BNB');
    await expect(currencyButton(page, 'output')).toContainText('FLASK');
  });

  test('drops malformed parameters with a clear notice instead of failing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(
      '/swap?inputCurrency=0x123&outputCurrency=%3Cscript%3Ealert(1)%3C/script%3E&exactAmount=1e18&exactField=sideways&recipient=not%20a%20name',
    );
    const notice = page.getByTestId('swap-url-notice');
    await expect(notice).toContainText("Link parameter inputCurrency ignored: Invalid 'address' parameter");
    await expect(notice).toContainText("Link parameter outputCurrency ignored: Invalid 'address' parameter");
    await expect(notice).toContainText('Link parameter exactAmount ignored: the amount must be a number');
    await expect(notice).toContainText("Link parameter exactField ignored: it must be 'input' or 'output'");
    await expect(notice).toContainText('Link parameter recipient ignored: not an address or a name');
    await expect(currencyButton(page, 'input')).toContainText('BNB');
    await expect(currencyButton(page, 'output')).toContainText('Select a currency');
    await expect(inputField(page)).toHaveValue('');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an output equal to the input is cleared; an address without a token is reported', async ({
    page,
    manifest,
  }) => {
    const flask = manifest.tokens.FLASK!;
    await page.goto(`/swap?inputCurrency=${flask}&outputCurrency=${flask.toLowerCase()}`);
    await expect(page.getByTestId('swap-url-notice')).toContainText(
      'Link parameter outputCurrency ignored: it is the same currency as the input',
    );
    await expect(currencyButton(page, 'input')).toContainText('FLASK');
    await expect(currencyButton(page, 'output')).toContainText('Select a currency');

    const nothing = '0x000000000000000000000000000000000000dEaD';
    await page.goto(`/swap?outputCurrency=${nothing}`);
    const notice = page.getByTestId('swap-url-notice');
    await expect(notice).toContainText(`No token found at ${nothing}`);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('an unknown token in the link opens the import warning first', async ({ page, wallet, chain, accounts }) => {
    const deployer = accounts[1]!;
    const hash = await walletOf(deployer).deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: ['Mystery Token', 'MYST', 18, deployer],
    });
    const receipt = await sendAndWait(chain, hash);
    const token = getAddress(receipt.contractAddress!) as Address;
    await walletOf(deployer).writeContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [wallet.address, parseEther('5')],
    });

    await wallet.install();
    await page.goto(`/swap?outputCurrency=${token}`);
    const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('MYST');
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();
    await dialog.getByText('I understand').click();
    await importButton.click();
    await expect(dialog).toBeHidden();
    await expect(currencyButton(page, 'output')).toContainText('MYST');
    // Imported once, the token is known: the warning does not come back.
    await page.reload();
    await expect(currencyButton(page, 'output')).toContainText('MYST');
    await expect(page.getByRole('dialog', { name: 'Import Tokens' })).toHaveCount(0);
  });

  test('cancelling the import warning leaves the token out', async ({ page, chain, accounts }) => {
    const deployer = accounts[1]!;
    const hash = await walletOf(deployer).deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: ['Other Token', 'OTHR', 18, deployer],
    });
    const token = getAddress((await sendAndWait(chain, hash)).contractAddress!);
    await page.goto(`/swap?inputCurrency=${token}`);
    const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/swap$/);
    await expect(currencyButton(page, 'input')).toContainText('BNB');
  });
});
