// The prediction's history and chart panes, on the seeded story of the history player
// (devnetAccounts[8]): one bet of each outcome, played by the devnet seed. This file never drives
// rounds (another spec does); its last test collects the player's win and refund.
import { flaskPredictionAbi } from '@flaskswap/contracts';
import {
  type DevnetTestClient,
  PREDICTION_SEED_STORY,
  type PredictionSeedBet,
  type PredictionSeedResult,
} from '@flaskswap/devnet';
import { betPayout, DISPLAY_PRECISION, formatAmount, type Manifest } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import { INDEXER_URL } from '../support/env.ts';
import { expect, type TestWallet, test } from '../support/fixtures.ts';

const PLAYER = PREDICTION_SEED_STORY.account as Address;
const STORY: readonly PredictionSeedBet[] = PREDICTION_SEED_STORY.bets;
/** What the pane calls each outcome: a tie pays the house, so the bet lost. */
const SHOWN_RESULT: Record<PredictionSeedResult, string> = {
  won: 'win',
  lost: 'lose',
  house: 'lose',
  canceled: 'canceled',
};
const DOWN_TEXT =
  'Bet history is unavailable: the indexer cannot be reached. Showing your bets of the latest rounds from the chain.';

const predictionOf = (manifest: Manifest) => manifest.contracts.FlaskPrediction as Address;

async function openHistory(page: Page, wallet: TestWallet) {
  await wallet.install({ address: PLAYER });
  await page.goto('/prediction');
  await wallet.connect();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  return page.getByTestId('history-pane');
}

/** The pane's rows as "epoch:result:claimed", newest first. */
async function shownBets(page: Page): Promise<string[]> {
  return page
    .getByTestId('history-bet')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.getAttribute('data-epoch')}:${row.getAttribute('data-result')}:${row.getAttribute('data-claimed')}`,
      ),
    );
}

const storyRows = (bets: readonly PredictionSeedBet[], claimed = (bet: PredictionSeedBet) => bet.claimed) =>
  [...bets].sort((a, b) => b.epoch - a.epoch).map((bet) => `${bet.epoch}:${SHOWN_RESULT[bet.result]}:${claimed(bet)}`);

async function ledgerClaimed(chain: DevnetTestClient, manifest: Manifest, epoch: number): Promise<boolean> {
  const [, , claimed] = await chain.readContract({
    address: predictionOf(manifest),
    abi: flaskPredictionAbi,
    functionName: 'ledger',
    args: [BigInt(epoch), PLAYER],
  });
  return claimed;
}

/** The story's P&L from the chain's rounds, written as the summary writes it (3 significant digits). */
async function storyPnl(chain: DevnetTestClient, manifest: Manifest) {
  let won = 0n;
  let lost = 0n;
  for (const bet of STORY) {
    if (bet.result === 'lost' || bet.result === 'house') lost += bet.amount;
    if (bet.result !== 'won') continue;
    const round = await chain.readContract({
      address: predictionOf(manifest),
      abi: flaskPredictionAbi,
      functionName: 'rounds',
      args: [BigInt(bet.epoch)],
    });
    won += betPayout(bet.amount, { rewardBaseCalAmount: round[9], rewardAmount: round[10] }) - bet.amount;
  }
  const bnb = (wei: bigint) => `${formatAmount(wei < 0n ? -wei : wei, 18, DISPLAY_PRECISION.historySummary)} BNB`;
  const net = won - lost;
  return { won: bnb(won), lost: bnb(lost), net: `${net < 0n ? '-' : net > 0n ? '+' : ''}${bnb(net)}` };
}

test.describe('prediction history', () => {
  test('without a wallet the history pane asks to connect', async ({ page }) => {
    await page.goto('/prediction');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByTestId('history-pane').getByTestId('history-connect')).toBeVisible();
  });

  test('lists every story bet with its result, filters them and sums the P&L', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const pane = await openHistory(page, wallet);
    // Every bet of the story, newest first: a win collected, a win and a refund to collect, a loss, a tie.
    await expect.poll(() => shownBets(page)).toEqual(storyRows(STORY));
    await expect(pane.getByRole('radio', { name: 'All', exact: true })).toBeChecked();

    const pnl = await storyPnl(chain, manifest);
    await expect(pane.getByTestId('pnl-won')).toHaveText(pnl.won);
    await expect(pane.getByTestId('pnl-lost')).toHaveText(pnl.lost);
    await expect(pane.getByTestId('pnl-net')).toHaveText(pnl.net);

    await pane.getByTestId('history-filters').getByText('Collected', { exact: true }).click();
    await expect(pane.getByRole('radio', { name: 'Collected', exact: true })).toBeChecked();
    await expect.poll(() => shownBets(page)).toEqual(storyRows(STORY.filter((bet) => bet.claimed)));
    await pane.getByTestId('history-filters').getByText('Uncollected', { exact: true }).click();
    await expect(pane.getByRole('radio', { name: 'Uncollected', exact: true })).toBeChecked();
    await expect.poll(() => shownBets(page)).toEqual(storyRows(STORY.filter((bet) => !bet.claimed)));

    // Closing and opening the pane again starts from "all" (SPEC.md §4).
    await pane.getByRole('button', { name: 'Close history' }).click();
    await expect(pane).toBeHidden();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(pane.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
    await expect.poll(() => shownBets(page)).toEqual(storyRows(STORY));
  });

  test('with the indexer down both panes open with a notice and the chain’s latest rounds', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    await page.route(`${INDEXER_URL}/**`, (route) => route.abort());
    const pane = await openHistory(page, wallet);
    await expect(pane.getByTestId('history-notice')).toHaveText(DOWN_TEXT);
    // The chain fallback reads epochs current − 5 … current + 1: the story's bets in that window.
    await expect(async () => {
      const current = Number(
        await chain.readContract({
          address: predictionOf(manifest),
          abi: flaskPredictionAbi,
          functionName: 'currentEpoch',
        }),
      );
      const inWindow = STORY.filter((bet) => bet.epoch >= current - 5 && bet.epoch <= current + 1);
      expect(await shownBets(page)).toEqual(storyRows(inWindow));
    }).toPass();
    await expect(pane.getByTestId('history-summary')).toBeVisible();

    // The chart draws the rounds the page reads from the chain.
    await page.getByRole('button', { name: 'Chart', exact: true }).click();
    await expect(page.getByTestId('prediction-chart')).toHaveAttribute('data-source', 'chain');
    await expect(page.getByTestId('chart-notice')).toBeVisible();
    await expect(page.getByTestId('prediction-price-chart')).toHaveAttribute('data-points', /^[1-9]\d*$/);
  });

  test('the chart pane draws the oracle price over recent rounds', async ({ page }) => {
    await page.goto('/prediction');
    await page.getByRole('button', { name: 'Chart', exact: true }).click();
    const chart = page.getByTestId('prediction-price-chart');
    await expect(chart).toHaveAttribute('data-points', /^[1-9]\d*$/);
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('prediction-chart')).toHaveAttribute('data-source', 'indexer');
    await expect(page.getByTestId('chart-latest-price')).toHaveText(/^\$\d+\.\d{3}$/);
  });

  test('one Collect takes the uncollected win and the refund in one transaction', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const due = STORY.filter((bet) => !bet.claimed && (bet.result === 'won' || bet.result === 'canceled'));
    expect(due.map((bet) => bet.result).sort()).toEqual(['canceled', 'won']);
    for (const bet of due) expect(await ledgerClaimed(chain, manifest, bet.epoch)).toBe(false);
    const before = await chain.getBalance({ address: PLAYER });

    const pane = await openHistory(page, wallet);
    await expect.poll(() => shownBets(page)).toEqual(storyRows(STORY));
    const blockBefore = await chain.getBlockNumber();
    await pane.getByTestId('history-collect').click();

    for (const bet of due) await expect.poll(() => ledgerClaimed(chain, manifest, bet.epoch)).toBe(true);
    // Both came in one claim transaction: one Claim event per epoch, in the same transaction.
    const claims = await chain.getContractEvents({
      address: predictionOf(manifest),
      abi: flaskPredictionAbi,
      eventName: 'Claim',
      args: { sender: PLAYER },
      fromBlock: blockBefore + 1n,
    });
    expect(claims.map((log) => Number(log.args.epoch)).sort()).toEqual(due.map((bet) => bet.epoch).sort());
    expect(new Set(claims.map((log) => log.transactionHash)).size).toBe(1);
    expect(await chain.getBalance({ address: PLAYER })).toBeGreaterThan(before);

    // The pane follows: everything collected, nothing left to collect.
    await expect.poll(() => shownBets(page)).toEqual(storyRows(STORY, (bet) => bet.claimed || due.includes(bet)));
    await expect(pane.getByTestId('history-collect')).toBeHidden();
  });
});
