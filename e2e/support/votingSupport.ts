// Steps of the /voting flows: funded voters of their own, the create form, the hub's stored answers.
import type { DevnetTestClient } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { type Browser, expect, type Page } from '@playwright/test';
import { type Address, erc20Abi } from 'viem';
import { sendAs } from './chain.ts';
import { APP_URL, HUB_URL } from './env.ts';
import { TestWallet } from './fixtures.ts';
import type { FundedAccount } from './freshAccount.ts';

/** A title no other test (or retry) uses. */
export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Moves FLASK between accounts (the sender is impersonated: fresh accounts and the deployer). */
export async function sendFlask(
  chain: DevnetTestClient,
  manifest: Manifest,
  from: Address,
  to: Address,
  amount: bigint,
) {
  await sendAs(chain, from, {
    address: manifest.tokens.FLASK as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  });
}

/** Another fresh, funded account, in a browser context of its own, connected on `path`. */
export async function openAsNewVoter(browser: Browser, voter: FundedAccount, path: string) {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await voter.exposeSigner(page);
  const wallet = new TestWallet(page, voter.address);
  await wallet.openConnected(path);
  return { context, page, wallet };
}

/** The native date and time inputs' strings for now + `minutes`, in the browser's own time zone. */
export async function localInputsIn(page: Page, minutes: number): Promise<{ date: string; time: string }> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 60_000);
    const two = (value: number) => String(value).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
      time: `${two(at.getHours())}:${two(at.getMinutes())}`,
    };
  }, minutes);
}

export interface ProposalInput {
  title: string;
  body: string;
  choices: string[];
}

/**
 * Fills the create form: voting opens a minute ago (so the proposal is active at once) and closes
 * in three days. The two choices the form starts with are filled first, then more are added.
 */
export async function fillProposalForm(page: Page, input: ProposalInput) {
  await page.getByTestId('proposal-title-field').getByRole('textbox').fill(input.title);
  await page.getByTestId('proposal-body-field').getByRole('textbox').fill(input.body);
  const choices = page.getByTestId('proposal-choices-field');
  for (const [index, choice] of input.choices.entries()) {
    if (index >= 2) await choices.getByRole('button', { name: 'Add Choice' }).click();
    await choices.getByRole('textbox', { name: `Choice ${index + 1}` }).fill(choice);
  }
  const start = await localInputsIn(page, -1);
  const end = await localInputsIn(page, 3 * 24 * 60);
  await page.getByTestId('proposal-startDate-field').locator('input').fill(start.date);
  await page.getByTestId('proposal-startTime-field').locator('input').fill(start.time);
  await page.getByTestId('proposal-endDate-field').locator('input').fill(end.date);
  await page.getByTestId('proposal-endTime-field').locator('input').fill(end.time);
}

/** The author's voting power once the hub answered it (the form's panel). */
export async function expectAuthorPower(page: Page, text: string) {
  await expect(page.getByTestId('author-voting-power')).toHaveText(text);
}

export async function castVote(page: Page, choice: string) {
  const panel = page.getByTestId('cast-vote');
  await panel.getByRole('radio', { name: choice, exact: true }).check();
  await panel.getByRole('button', { name: 'Cast Vote' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Your vote has been cast' })).toBeVisible();
  await expect(panel.getByTestId('vote-reason')).toHaveText('You already voted on this proposal');
}

interface HubVote {
  voter: Address;
  choice: number;
  metadata: { votingPower: string; verificationHash: string };
}

export async function hubVotes(proposalId: string): Promise<HubVote[]> {
  const response = await fetch(`${HUB_URL}/api/voting/proposals/${proposalId}/votes`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { votes: HubVote[] }).votes;
}

export async function hubProposal(proposalId: string) {
  const response = await fetch(`${HUB_URL}/api/voting/proposals/${proposalId}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as { author: Address; type: string; choices: string[]; state: string; title: string };
}
