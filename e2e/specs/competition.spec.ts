import { flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { deployerAccount, postCompetitionResults } from '@flaskswap/devnet';
import { formatAmount } from '@flaskswap/sdk';
import { type Address, parseEther, publicActions } from 'viem';
import { tokenBalance, walletOf } from '../support/chain.ts';
import { createProfile } from '../support/collectiblesSupport.ts';
import {
  buyFlaskOnEligiblePair,
  competitionAddress,
  indexedCompetitionStatus,
  indexedTrader,
  moveCompetitionTo,
  readClaimInformation,
  readCompetitionStatus,
} from '../support/competitionSupport.ts';
import { INDEXER_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { readUserProfile } from '../support/profileSupport.ts';

const usd = (value: number) =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

/** The team the test's trader joins: it trades alone there, so its volume is the team's. */
const TEAM_ID = 1;

const INDEXER_CATCH_UP_MS = 60_000;

// One competition on the shared e2e chain, left in Registration by the seed: the tests play it in order.
test.describe.configure({ mode: 'serial' });

test.describe('trading competition', () => {
  test('without a profile, registering sends the account to create one', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    expect(await readCompetitionStatus(chain, manifest)).toBe(0);
    const wallet = await freshAccount.install(page);
    await wallet.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Win/ }).click();
    await page.getByRole('menuitem', { name: 'Trading Battle' }).click();
    await expect(page).toHaveURL(/\/competition$/);
    await wallet.connect();

    await expect(page.getByTestId('competition-status')).toHaveAttribute('data-status', 'registration');
    const swapLinks = page.getByTestId('competition-pairs').getByTestId('competition-pair-swap');
    await expect(swapLinks).toHaveCount(4);
    await expect(swapLinks.first()).toHaveAttribute('href', /^\/swap\?inputCurrency=\w+&outputCurrency=\w+$/);
    await expect(page.getByTestId('competition-register-button')).toHaveCount(0);
    await expect(page.getByTestId('competition-needs-profile')).toContainText('You need a profile');
    await page.getByTestId('competition-profile-link').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Your Profile');
  });

  test('register, trade on an eligible pair, see the volume, then claim the prize', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    // Every step waits for blocks and the indexer: the whole competition takes longer than one page flow.
    test.setTimeout(180_000);
    const account = freshAccount.address;
    const competition = competitionAddress(manifest);
    await createProfile(chain, manifest, account, BigInt(TEAM_ID));
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/competition');

    // Registration: the profile's team, once.
    await expect(page.getByTestId('competition-status')).toHaveAttribute('data-status', 'registration');
    await page.getByTestId('competition-register-button').click();
    await expect(page.getByTestId('competition-registered')).toBeVisible();
    const stats = await chain.readContract({
      address: competition,
      abi: flaskTradingCompetitionAbi,
      functionName: 'userTradingStats',
      args: [account],
    });
    expect(stats[0]).toBe(true);
    expect(stats[3]).toBe(BigInt(TEAM_ID));

    // Live: the account's trade on FLASK-BNB shows on the leaderboard once indexed.
    await moveCompetitionTo(chain, manifest, 'open');
    await expect(page.getByTestId('competition-status')).toHaveAttribute('data-status', 'open');
    await buyFlaskOnEligiblePair(chain, manifest, account, parseEther('1'));
    // The indexer follows every block other workers mine (hundreds at once): give it time to catch up.
    await expect
      .poll(async () => (await indexedTrader(account))?.volumeUsd ?? 0, { timeout: INDEXER_CATCH_UP_MS })
      .toBeGreaterThan(0);
    const traded = (await indexedTrader(account))!;
    expect(traded.rankInTeam).toBe(1);
    await expect(page.getByTestId('competition-you-volume')).toHaveText(usd(traded.volumeUsd));
    await expect(page.getByTestId('competition-you-rank')).toHaveText('#1');
    await expect(page.getByTestId('competition-you-team-rank')).toHaveText('#1');
    const team = page.locator(`[data-testid="competition-team"][data-team-id="${TEAM_ID}"]`);
    await expect(team.getByTestId('competition-team-volume')).toHaveText(usd(traded.volumeUsd));

    // Close, then the results computed from the indexer and posted by the admin.
    await moveCompetitionTo(chain, manifest, 'close');
    await expect(page.getByTestId('competition-status')).toHaveAttribute('data-status', 'close');
    await expect.poll(indexedCompetitionStatus, { timeout: INDEXER_CATCH_UP_MS }).toBe('close');
    await postCompetitionResults({
      client: walletOf(deployerAccount.address).extend(publicActions),
      owner: deployerAccount.address,
      indexerUrl: INDEXER_URL,
      competition: competition,
    });
    await moveCompetitionTo(chain, manifest, 'claiming');

    // Claiming: the best group of the best team, paid once in FLASK and points.
    const prize = await readClaimInformation(chain, manifest, account);
    expect(prize).toMatchObject({ hasResult: true, rewardGroup: 0n, hasUserClaimed: false });
    const [flaskTable, pointTable] = await chain.readContract({
      address: competition,
      abi: flaskTradingCompetitionAbi,
      functionName: 'viewRewardTable',
    });
    expect(prize.flaskReward).toBe(flaskTable[0][0]);
    expect(prize.pointReward).toBe(pointTable[0][0]);
    const claim = page.getByTestId('competition-claim');
    await expect(claim.getByTestId('competition-claim-group')).toHaveText('Your reward group: Rank 1–10 in the team');
    await expect(claim.getByTestId('competition-claim-prize')).toHaveText(
      `${formatAmount(prize.flaskReward, 18, 6, { rounding: 'down', grouping: true })} FLASK + ${prize.pointReward.toLocaleString('en-US')} points`,
    );
    const flask = manifest.tokens.FLASK as Address;
    const flaskBefore = await tokenBalance(chain, flask, account);
    const pointsBefore = (await readUserProfile(chain, manifest, account)).points;
    await claim.getByTestId('competition-claim-button').click();
    await expect(claim.getByTestId('competition-claimed')).toBeVisible();
    expect(await tokenBalance(chain, flask, account)).toBe(flaskBefore + prize.flaskReward);
    expect((await readUserProfile(chain, manifest, account)).points).toBe(pointsBefore + prize.pointReward);
    expect((await readClaimInformation(chain, manifest, account)).hasUserClaimed).toBe(true);

    // Over: the final leaderboard, no more claiming.
    await moveCompetitionTo(chain, manifest, 'over');
    await expect(page.getByTestId('competition-status')).toHaveAttribute('data-status', 'over');
    await expect(page.getByTestId('competition-leaderboard')).toContainText('Final leaderboard');
    await expect(claim.getByTestId('competition-claimed')).toBeVisible();
  });
});
