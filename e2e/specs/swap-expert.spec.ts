import { type Address, erc20Abi, formatEther } from 'viem';
import { tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { flaskPairOf, mintTestToken, reservesOf } from '../support/migrationSupport.ts';
import { approveInForm, enableExpertMode, inputField, typeAndQuote } from '../support/swapSupport.ts';

test.describe('swap: expert mode', () => {
  test('sends to a recipient without the confirm dialog', async ({ page, wallet, chain, manifest, accounts }) => {
    const flask = manifest.tokens.FLASK!;
    const recipient = accounts[2]!;
    await wallet.openConnected(`/swap?outputCurrency=${flask}`);
    await expect(page.getByRole('button', { name: '+ Add a send (optional)' })).toHaveCount(0);
    await enableExpertMode(page);
    const senderBefore = await tokenBalance(chain, flask, wallet.address);
    const recipientBefore = await tokenBalance(chain, flask, recipient);

    await typeAndQuote(inputField(page), '0.5');
    await page.getByRole('button', { name: '+ Add a send (optional)' }).click();
    const field = page.getByTestId('recipient-input');
    await expect(page.getByTestId('swap-button')).toHaveText('Enter a recipient');
    await field.fill(manifest.contracts.FlaskRouter!);
    await expect(page.getByTestId('swap-button')).toHaveText('Invalid recipient');
    await field.fill(flask);
    await expect(page.getByTestId('swap-button')).toHaveText('Invalid recipient');
    await field.fill('nobody');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('swap-button')).toHaveText('Invalid recipient');
    // Whitespace anywhere is stripped.
    await field.fill(`  ${recipient.slice(0, 20)} ${recipient.slice(20)}  `);
    await expect(page.getByTestId('swap-button')).toHaveText('Swap');

    await page.getByTestId('swap-button').click();
    await expect(page.getByTestId('confirm-swap')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();
    await expect.poll(() => tokenBalance(chain, flask, recipient)).toBeGreaterThan(recipientBefore);
    expect(await tokenBalance(chain, flask, wallet.address)).toBe(senderBefore);
  });

  test('guards a high price impact: refused outside expert mode, confirmed inside it', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const burn = manifest.tokens.BURN!;
    await wallet.openConnected(`/swap?outputCurrency=${burn}`);

    // The BURN pair is shallow (about 17 BNB): 3 BNB moves it by more than 15%.
    await typeAndQuote(inputField(page), '3');
    await expect(page.getByTestId('price-impact')).toHaveAttribute('data-severity', '4');
    await expect(page.getByTestId('swap-button')).toHaveText('Price Impact Too High');
    await expect(page.getByTestId('swap-button')).toBeDisabled();
    await inputField(page).fill('1');
    await expect(page.getByTestId('price-impact')).toHaveAttribute('data-severity', '3');
    await expect(page.getByTestId('swap-button')).toHaveText('Swap Anyway');

    await enableExpertMode(page);
    await page.getByTestId('swap-button').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Price Impact' });
    await expect(dialog).toContainText('price impact of at least 5%');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const before = await tokenBalance(chain, burn, wallet.address);
    await typeAndQuote(inputField(page), '3');
    await expect(page.getByTestId('swap-button')).toHaveText('Swap Anyway');
    await page.getByTestId('swap-button').click();
    await expect(dialog).toContainText('price impact of at least 10%');
    const confirm = dialog.getByRole('button', { name: 'Swap Anyway' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Please type the word "confirm" to continue with this swap.').fill('confirm');
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();
    await expect.poll(() => tokenBalance(chain, burn, wallet.address)).toBeGreaterThan(before);
  });

  test('a token still to approve: Approve beside a disabled Price Impact High, also once approved', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const burn = manifest.tokens.BURN! as Address;
    const wbnb = manifest.tokens.WBNB! as Address;
    const { reserve0, reserve1 } = await reservesOf(chain, await flaskPairOf(chain, manifest, burn, wbnb));
    const burnReserve = burn.toLowerCase() < wbnb.toLowerCase() ? reserve0 : reserve1;
    await mintTestToken(chain, burn, freshAccount.address, burnReserve);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected(`/swap?inputCurrency=${burn}&outputCurrency=BNB`);

    // Half the pair's BURN in one trade: far past the last tier (15%).
    await typeAndQuote(inputField(page), formatEther(burnReserve / 2n).split('.')[0]!);
    await expect(page.getByTestId('price-impact')).toHaveAttribute('data-severity', '4');
    await expect(page.getByTestId('approve-button')).toHaveText('Approve BURN');
    await expect(page.getByTestId('swap-button')).toHaveText('Price Impact High');
    await expect(page.getByTestId('swap-button')).toBeDisabled();

    await approveInForm(page, 'BURN');
    const router = manifest.contracts.FlaskRouter!;
    await expect
      .poll(() =>
        chain.readContract({ address: burn, abi: erc20Abi, functionName: 'allowance', args: [wallet.address, router] }),
      )
      .toBeGreaterThan(0n);
    await expect(page.getByTestId('swap-button')).toHaveText('Price Impact High');
    await expect(page.getByTestId('swap-button')).toBeDisabled();
  });

  test('a link’s recipient needs expert mode, then fills the recipient field', async ({ page, accounts }) => {
    const recipient = accounts[2]!;
    await page.goto(`/swap?recipient=${recipient}`);
    await expect(page.getByTestId('swap-url-notice')).toContainText(
      'Link parameter recipient ignored: sending to another address needs expert mode',
    );
    await expect(page.getByTestId('recipient-input')).toHaveCount(0);
    await enableExpertMode(page);
    await expect(page.getByTestId('recipient-input')).toHaveValue(recipient);
    await expect(page.getByTestId('swap-url-notice')).toHaveCount(0);
  });

  test('a failed expert swap shows its error inline', async ({ page, wallet, manifest }) => {
    await wallet.openConnected(`/swap?outputCurrency=${manifest.tokens.FLASK}`);
    await enableExpertMode(page);
    await typeAndQuote(inputField(page), '0.2');
    await wallet.rejectNext('eth_sendTransaction');
    await page.getByTestId('swap-button').click();
    await expect(page.getByTestId('swap-inline-error')).toHaveText('Transaction rejected.');
  });
});
