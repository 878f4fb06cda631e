import { flaskCollectiblesAbi, flaskProfileAbi } from '@flaskswap/contracts';
import { createProfile, profileAddresses } from '../support/collectiblesSupport.ts';
import { expect, test } from '../support/fixtures.ts';
import { readUserProfile } from '../support/profileSupport.ts';

test('claiming Lab Pioneer adds its points on chain and on the page, and mints its badge', async ({
  page,
  freshAccount,
  chain,
  manifest,
}) => {
  const { profile, bunnies } = profileAddresses(manifest);
  const campaign = manifest.profile?.campaigns.find((item) => item.title === 'Lab Pioneer');
  if (!campaign) throw new Error('The manifest has no Lab Pioneer campaign');
  await createProfile(chain, manifest, freshAccount.address, 1n);
  const before = await readUserProfile(chain, manifest, freshAccount.address);
  const badgesBefore = await chain.readContract({
    address: bunnies,
    abi: flaskCollectiblesAbi,
    functionName: 'balanceOf',
    args: [freshAccount.address],
  });

  const wallet = await freshAccount.install(page);
  await wallet.openConnected('/profile/tasks');
  const task = page.locator(`[data-testid="task"][data-campaign="${campaign.campaignId}"]`);
  await expect(task).toHaveAttribute('data-state', 'claimable');
  await expect(task).toContainText('participation');
  await expect(page.getByTestId('task-points')).toHaveText(before.points.toString());
  await task.getByRole('button', { name: 'Claim' }).click();

  await expect(task).toHaveAttribute('data-state', 'achieved');
  const after = await readUserProfile(chain, manifest, wallet.address);
  expect(after.points - before.points).toBe(BigInt(campaign.numberPoints));
  await expect(page.getByTestId('task-points')).toHaveText(after.points.toString());
  expect(
    await chain.readContract({
      address: profile,
      abi: flaskProfileAbi,
      functionName: 'hasAchievement',
      args: [wallet.address, BigInt(campaign.campaignId)],
    }),
  ).toBe(true);
  expect(
    await chain.readContract({
      address: bunnies,
      abi: flaskCollectiblesAbi,
      functionName: 'balanceOf',
      args: [wallet.address],
    }),
  ).toBe(badgesBefore + 1n);
});
