import { deployerAccount, VOTING_SEED_STORY } from '@flaskswap/devnet';
import { expect, test } from '../support/fixtures.ts';
import { FRESH_ACCOUNT_FLASK } from '../support/freshAccount.ts';
import { expectAuthorPower, fillProposalForm, sendFlask, uniqueTitle } from '../support/votingSupport.ts';

const seeded = (key: string) => VOTING_SEED_STORY.proposals.find((proposal) => proposal.key === key)!;

test.describe('voting: the list, publishing rights and refusals', () => {
  test('the seeded proposals are under their tabs and filters; a seeded vote is shown valid', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Voting' }).click();
    await expect(page).toHaveTitle(/Voting \| FlaskSwap$/);
    const list = page.getByTestId('proposal-list');
    const rows = list.getByTestId('proposal-row');
    const typeFilter = page.getByRole('group', { name: 'Proposal type' });

    // Vote Now is the first tab; other tests publish community proposals, so Core isolates the seed.
    await typeFilter.getByRole('button', { name: 'Core' }).click();
    await expect(page.getByRole('tab', { name: 'Vote Now' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows.filter({ hasText: seeded('active').title })).toHaveCount(1);
    await expect(rows.filter({ hasText: seeded('pending').title })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Soon' }).click();
    await expect(rows.filter({ hasText: seeded('pending').title })).toHaveCount(1);
    await expect(rows.first().getByTestId('proposal-state')).toHaveAttribute('data-state', 'pending');

    await page.getByRole('tab', { name: 'Closed' }).click();
    await expect(rows.filter({ hasText: seeded('closedCore').title })).toHaveCount(1);
    await expect(rows.filter({ hasText: seeded('closedCommunity').title })).toHaveCount(0);
    await typeFilter.getByRole('button', { name: 'Community' }).click();
    await expect(rows.filter({ hasText: seeded('closedCommunity').title })).toHaveCount(1);
    await expect(rows.filter({ hasText: seeded('closedCore').title })).toHaveCount(0);
    await expect(page).toHaveURL(/state=closed&type=community/);

    // The closed community proposal: every seeded vote listed and counted as valid by /verify.
    await rows.filter({ hasText: seeded('closedCommunity').title }).click();
    await expect(page.getByTestId('proposal-title')).toHaveText(seeded('closedCommunity').title);
    const votes = page.getByTestId('vote-row');
    await expect(votes).toHaveCount(seeded('closedCommunity').votes.length);
    await expect(page.locator('[data-testid="vote-row"][data-valid="true"]')).toHaveCount(
      seeded('closedCommunity').votes.length,
    );
    await expect(page.getByTestId('cast-vote').getByTestId('vote-reason')).toHaveText('Connect your wallet to vote.');
  });

  test('an account without voting power cannot publish and is told why', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    // The fresh account's FLASK goes back before the form opens: no power at the current block.
    await sendFlask(chain, manifest, freshAccount.address, deployerAccount.address, FRESH_ACCOUNT_FLASK);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/voting/proposal/create');
    await expectAuthorPower(page, '0.000 FLASK');
    const panel = page.getByTestId('publish-panel');
    await expect(panel.getByTestId('publish-reason')).toHaveText('You need more voting power to publish a proposal');
    await expect(panel.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // SPEC.md §6: the minimum itself is not shown.
    await expect(panel).not.toContainText('10.000');
  });

  test('the admin sees a core proposal; a refused signature keeps the draft across a reload', async ({
    page,
    wallet,
  }) => {
    // Devnet account #0 is the hub's voting admin (the e2e stack's setting).
    await wallet.install({ address: deployerAccount.address });
    await page.goto('/voting/proposal/create');
    await wallet.connect();
    await expect(page.getByTestId('publish-core')).toHaveText('Core proposal');
    // The desktop menu with its Voting entry and a connected account fits a 1280 px window.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const title = uniqueTitle('Refused');
    await fillProposalForm(page, { title, body: 'Nothing to see', choices: ['A', 'B'] });
    await wallet.rejectNext('eth_signTypedData_v4');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('toast-danger').filter({ hasText: 'Unable to sign payload' })).toBeVisible();
    await expect(page).toHaveURL(/\/voting\/proposal\/create$/);
    await page.reload();
    await expect(page.getByTestId('proposal-title-field').getByRole('textbox')).toHaveValue(title);
    await expect(page.getByTestId('proposal-choices-field').getByRole('textbox', { name: 'Choice 2' })).toHaveValue(
      'B',
    );
  });

  test('a malformed or unknown proposal id shows the not-found state', async ({ page }) => {
    await page.goto('/voting/proposal/not-an-id');
    await expect(page.getByTestId('proposal-not-found')).toBeVisible();
    await page.goto(`/voting/proposal/0x${'0'.repeat(64)}`);
    await expect(page.getByTestId('proposal-not-found')).toBeVisible();
  });
});
