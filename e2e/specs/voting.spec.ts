import { deployerAccount } from '@flaskswap/devnet';
import { formatFixed } from '@flaskswap/sdk';
import { parseEther } from 'viem';
import { HUB_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { createFreshAccount } from '../support/freshAccount.ts';
import {
  castVote,
  expectAuthorPower,
  fillProposalForm,
  hubProposal,
  hubVotes,
  openAsNewVoter,
  sendFlask,
  uniqueTitle,
} from '../support/votingSupport.ts';

test.describe('voting: a proposal from the form to its results', () => {
  test('publish from the UI, vote from two accounts, see both votes and the results', async ({
    page,
    browser,
    freshAccount,
    chain,
    manifest,
  }) => {
    // The author holds 150 FLASK and the second voter 100 at the snapshot (the current block when the form opens).
    await sendFlask(chain, manifest, deployerAccount.address, freshAccount.address, parseEther('50'));
    const secondVoter = await createFreshAccount(chain, manifest);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/voting/proposal/create');
    await expectAuthorPower(page, '150.000 FLASK');

    // Publishing the empty form shows the catalogue's messages beside their fields, and signs nothing.
    await page.getByRole('button', { name: 'Publish' }).click();
    const error = (field: string) => page.getByTestId(field).getByTestId('field-error');
    await expect(error('proposal-title-field')).toHaveText('Title is required');
    await expect(error('proposal-body-field')).toHaveText('Content is required');
    await expect(error('proposal-choices-field')).toHaveText('Choices must not be empty');
    await expect(error('proposal-startDate-field')).toHaveText('Please select a valid date');
    await expect(error('proposal-endDate-field')).toHaveText('Please select a valid date');
    const choices = page.getByTestId('proposal-choices-field');
    await choices.getByRole('button', { name: 'Remove choice 2' }).click();
    await expect(error('proposal-choices-field')).toHaveText('Please create a minimum of 2 choices');
    await choices.getByRole('button', { name: 'Add Choice' }).click();
    await page.getByTestId('proposal-startDate-field').locator('input').fill('2030-01-02');
    await expect(error('proposal-startTime-field')).toHaveText('Please select a valid time');
    await page.getByTestId('proposal-startTime-field').locator('input').fill('10:00');
    await page.getByTestId('proposal-endDate-field').locator('input').fill('2030-01-01');
    await page.getByTestId('proposal-endTime-field').locator('input').fill('10:00');
    await expect(error('proposal-endDate-field')).toHaveText('End date must be after the start date');
    const snapshot = page.getByTestId('proposal-snapshot-field').locator('input');
    const currentSnapshot = await snapshot.inputValue();
    await snapshot.fill('999999999');
    await expect(error('proposal-snapshot-field')).toHaveText('Invalid snapshot');
    await snapshot.fill(currentSnapshot);

    const title = uniqueTitle('Fund a FLASK bug bounty');
    await fillProposalForm(page, {
      title,
      body: '## Why\nA **bounty** for [reports](https://flaskswap.finance/bugs).\n\n<img src=x onerror="window.__pwned=1">',
      choices: ['Yes', 'No', 'Abstain'],
    });
    await page.getByTestId('proposal-body-field').getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('proposal-body-preview');
    await expect(preview.getByRole('heading', { name: 'Why' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'reports' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(preview.locator('img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/voting\/proposal\/0x[0-9a-f]{64}$/);
    const proposalId = page.url().split('/').pop()!;
    await expect(page.getByTestId('proposal-title')).toHaveText(title);
    await expect(page.getByTestId('proposal-state').first()).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('proposal-snapshot')).toHaveText(currentSnapshot);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await hubProposal(proposalId)).toMatchObject({
      title,
      type: 'community',
      state: 'active',
      choices: ['Yes', 'No', 'Abstain'],
    });

    // The author votes Yes with 150, the second account No with 100.
    await expect(page.getByTestId('your-voting-power')).toHaveText('150.000 FLASK');
    // Broken down by source, as the hub computes it at the snapshot: all of it in the wallet.
    const answer = await fetch(`${HUB_URL}/api/voting/voting-power/${freshAccount.address}?block=${currentSnapshot}`);
    const hubPower = (await answer.json()) as Record<string, string>;
    expect(hubPower.wallet).toBe(parseEther('150').toString());
    const sources = page.getByRole('list', { name: 'Your voting power by source' });
    for (const [source, label] of [
      ['wallet', 'Wallet'],
      ['vault', 'Vault'],
      ['pool0', 'FLASK pool'],
      ['flaskPools', 'Other pools'],
      ['lp', 'FLASK-BNB LP'],
    ] as const) {
      const amount = formatFixed(BigInt(hubPower[source]!), 10n ** 18n, 3, { grouping: true, rounding: 'down' });
      await expect(sources.locator(`[data-source="${source}"]`)).toHaveText(`${label}${amount} FLASK`);
    }
    await castVote(page, 'Yes');
    const other = await openAsNewVoter(browser, secondVoter, `/voting/proposal/${proposalId}`);
    await expect(other.page.getByTestId('your-voting-power')).toHaveText('100.000 FLASK');
    await castVote(other.page, 'No');

    for (const viewer of [other.page, page]) {
      await viewer.reload();
      const rows = viewer.getByTestId('vote-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Your vote' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'Invalid' })).toHaveCount(0);
      await expect(viewer.getByTestId('results-total')).toHaveText('250.000 FLASK');
      const result = (choice: number) => viewer.locator(`[data-testid="result-choice"][data-choice="${choice}"]`);
      await expect(result(1).getByTestId('result-share')).toHaveText('60.00%');
      await expect(result(1).getByTestId('result-power')).toHaveText('150.000 FLASK');
      await expect(result(2).getByTestId('result-share')).toHaveText('40.00%');
      await expect(result(3).getByTestId('result-share')).toHaveText('0.00%');
    }
    const ownRow = page.getByTestId('vote-row').filter({ hasText: 'Your vote' });
    await expect(ownRow).toHaveAttribute('data-voter', freshAccount.address.toLowerCase());
    await expect(ownRow.getByTestId('vote-choice')).toHaveText('Yes');

    const stored = await hubVotes(proposalId);
    expect(stored.map((vote) => [vote.voter.toLowerCase(), vote.choice, vote.metadata.votingPower]).sort()).toEqual(
      [
        [freshAccount.address.toLowerCase(), 1, parseEther('150').toString()],
        [secondVoter.address.toLowerCase(), 2, parseEther('100').toString()],
      ].sort(),
    );
    await other.context.close();
  });
});
