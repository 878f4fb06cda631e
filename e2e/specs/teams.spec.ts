import type { Page } from '@playwright/test';
import { createProfile, leaderboardOrder, readTeams } from '../support/collectiblesSupport.ts';
import { expect, test } from '../support/fixtures.ts';

/** A change on chain shows on the page's next read (the 10 s tick). */
const NEXT_READ = { timeout: 30_000 };

/** The leaderboard as shown: team ids in order with their members and points. */
async function shownLeaderboard(page: Page) {
  const rows = page.getByTestId('team-row');
  const count = await rows.count();
  const shown: Array<{ id: number; members: string; points: string }> = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    shown.push({
      id: Number(await row.getAttribute('data-team-id')),
      members: (await row.getByTestId('team-members').first().textContent()) ?? '',
      points: (await row.getByTestId('team-points').first().textContent()) ?? '',
    });
  }
  return shown;
}

test.describe('teams', () => {
  test('the leaderboard ranks the seeded teams by points with their member counts', async ({
    page,
    chain,
    manifest,
  }) => {
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
    // Other workers may add members or points meanwhile: page and chain must agree on one read.
    await expect(async () => {
      const teams = await readTeams(chain, manifest);
      expect(teams.length).toBeGreaterThanOrEqual(3);
      const byId = new Map(teams.map((team) => [team.id, team]));
      const shown = await shownLeaderboard(page);
      expect(shown.map((row) => row.id)).toEqual(leaderboardOrder(teams));
      for (const row of shown) {
        expect(row.members).toBe(byId.get(row.id)!.users.toString());
        expect(row.points).toBe(byId.get(row.id)!.points.toString());
      }
    }).toPass(NEXT_READ);
    expect((await readTeams(chain, manifest)).some((team) => !team.isJoinable)).toBe(true);
    await expect(
      page.getByTestId('team-row').getByTestId('joinable-badge').filter({ hasText: 'Closed' }),
    ).not.toHaveCount(0);
  });

  test('a new member of team 1 shows in its count; the team page and a bad id', async ({
    page,
    chain,
    manifest,
    freshAccount,
  }) => {
    const before = (await readTeams(chain, manifest)).find((team) => team.id === 1)!;
    await createProfile(chain, manifest, freshAccount.address, 1n);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/teams');

    const row = page.locator('[data-testid="team-row"][data-team-id="1"]');
    await expect(row.getByTestId('your-team')).toBeVisible(NEXT_READ);
    await expect(async () => {
      const now = (await readTeams(chain, manifest)).find((team) => team.id === 1)!;
      expect(now.users).toBeGreaterThanOrEqual(before.users + 1n);
      await expect(row.getByTestId('team-members').first()).toHaveText(now.users.toString(), { timeout: 1000 });
    }).toPass(NEXT_READ);

    await row.click();
    await expect(page).toHaveURL(/\/teams\/1$/);
    const detail = page.getByTestId('team-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(before.name);
    await expect(detail.getByTestId('your-team')).toBeVisible();

    for (const bad of ['999', 'abc', '0', '1.5']) {
      await page.goto(`/teams/${bad}`);
      await expect(page.getByTestId('team-not-found')).toContainText('Team not found');
    }
  });
});
