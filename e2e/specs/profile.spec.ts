import { flaskCampaignAbi, flaskCollectiblesAbi, flaskProfileAbi } from '@flaskswap/contracts';
import { type Address, parseEther } from 'viem';
import { sendAs, tokenBalance } from '../support/chain.ts';
import { createProfile, mintStarter, profileAddresses } from '../support/collectiblesSupport.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  enterAvailableName,
  hubUsername,
  pickPictureAndTeam,
  readUserProfile,
  setupStep,
  uniqueUsername,
} from '../support/profileSupport.ts';

const TEAM_ONE = 'Syrup Storm';

test.describe('profile', () => {
  test('4-step setup registers the profile on chain and the name at the hub; pause returns the NFT', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const { profile, bunnies, flask } = profileAddresses(manifest);
    const flaskBefore = await tokenBalance(chain, flask, freshAccount.address);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');

    await expect(setupStep(page)).toHaveText('Step 1 of 4');
    await expect(page.getByTestId('setup-total-cost')).toContainText('Total cost: 10 FLASK');
    await expect(page.getByTestId('starter-cost')).toHaveText('Cost: 5 FLASK');
    await page.locator('label:has(input[name="starter"])').first().click();
    await page.getByRole('button', { name: 'Approve FLASK and get it' }).click();

    await pickPictureAndTeam(page, TEAM_ONE);
    const name = uniqueUsername();
    await enterAvailableName(page, name);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByTestId('profile-username')).toHaveText(name);
    const registered = await readUserProfile(chain, manifest, wallet.address);
    expect(registered).toMatchObject({ hasRegistered: true, teamId: 1n, nftAddress: bunnies, isActive: true });
    const owner = () =>
      chain.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'ownerOf',
        args: [registered.tokenId],
      });
    expect(await owner()).toBe(profile);
    expect(flaskBefore - (await tokenBalance(chain, flask, wallet.address))).toBe(parseEther('10'));
    expect(await hubUsername(wallet.address)).toBe(name);
    await expect(page.getByTestId('account-username')).toHaveText(name);
    // SPEC.md §7: the profile_{address} cookie caches the name and avatar for 30 days.
    const profileCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === `profile_${wallet.address.toLowerCase()}`);
    await expect.poll(async () => (await profileCookie())?.value).toContain(name);
    const cached = JSON.parse(decodeURIComponent((await profileCookie())!.value));
    expect(cached.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ipfs\/bafkrei/);
    expect((await profileCookie())!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    await expect(page.getByTestId('profile-team')).toHaveText(TEAM_ONE);

    await page.getByRole('button', { name: 'Pause profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pause profile' }).click();
    await expect(page.getByTestId('profile-paused')).toBeVisible();
    expect(await owner()).toBe(wallet.address);
    expect((await readUserProfile(chain, manifest, wallet.address)).isActive).toBe(false);
    // A paused profile has no avatar: the header shows the address again and the cookie goes.
    await expect(page.getByTestId('account-username')).toHaveCount(0);
    await expect.poll(profileCookie).toBeUndefined();
  });

  test('an invalid name shows the rule and keeps Confirm disabled', async ({ page, freshAccount, chain, manifest }) => {
    await mintStarter(chain, manifest, freshAccount.address);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');
    await pickPictureAndTeam(page, TEAM_ONE);

    const field = page.getByLabel('Profile name');
    for (const invalid of ['ab', 'has space', 'dash-name', 'sixteencharsname']) {
      await field.fill(invalid);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText('Profile name must be 3 to 15 letters and numbers, no spaces or special characters'),
      ).toHaveClass(/text-danger/);
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    }
  });

  test('a refused signature shows the error and spends nothing', async ({ page, freshAccount, chain, manifest }) => {
    const { bunnies, flask } = profileAddresses(manifest);
    const tokenId = await mintStarter(chain, manifest, freshAccount.address);
    const flaskBefore = await tokenBalance(chain, flask, freshAccount.address);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');
    await pickPictureAndTeam(page, TEAM_ONE);
    const name = uniqueUsername();
    await enterAvailableName(page, name);

    await wallet.rejectNext('personal_sign');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('profile-error')).toHaveText('Unable to sign payload');
    await expect(setupStep(page)).toHaveText('Step 4 of 4');
    await expect(page.getByLabel('Profile name')).toHaveValue(name);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect((await readUserProfile(chain, manifest, wallet.address)).hasRegistered).toBe(false);
    expect(await tokenBalance(chain, flask, wallet.address)).toBe(flaskBefore);
    expect(
      await chain.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(wallet.address);
    expect(await hubUsername(wallet.address)).toBeUndefined();
  });

  test('change picture and reactivate a paused profile, each for its fee', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const { profile, bunnies, flask } = profileAddresses(manifest);
    const account = freshAccount.address;
    const starterId = await createProfile(chain, manifest, account, 1n);
    // A second collectible to switch to: the Lab Pioneer badge, claimed straight on chain.
    const labPioneer = manifest.profile?.campaigns.find((campaign) => campaign.title === 'Lab Pioneer');
    if (!labPioneer) throw new Error('The manifest has no Lab Pioneer campaign');
    await sendAs(chain, account, {
      address: labPioneer.address as Address,
      abi: flaskCampaignAbi,
      functionName: 'mintNFT',
    });
    const badgeId = await chain.readContract({
      address: bunnies,
      abi: flaskCollectiblesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account, 0n],
    });
    const ownerOf = (tokenId: bigint) =>
      chain.readContract({ address: bunnies, abi: flaskCollectiblesAbi, functionName: 'ownerOf', args: [tokenId] });

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');
    let flaskBefore = await tokenBalance(chain, flask, account);
    await page.getByRole('button', { name: 'Change picture' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('collectible-picker').locator('label').first().click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    expect(await ownerOf(starterId)).toBe(account);
    expect(await ownerOf(badgeId)).toBe(profile);
    expect((await readUserProfile(chain, manifest, account)).tokenId).toBe(badgeId);
    expect(flaskBefore - (await tokenBalance(chain, flask, account))).toBe(parseEther('2'));

    await sendAs(chain, account, { address: profile, abi: flaskProfileAbi, functionName: 'pauseProfile' });
    // Paused outside the app: a reload reads it now rather than on the next refresh tick.
    await page.reload();
    await expect(page.getByTestId('profile-paused')).toBeVisible();
    flaskBefore = await tokenBalance(chain, flask, account);
    await page.getByRole('button', { name: 'Reactivate profile' }).click();
    await dialog.getByTestId('collectible-picker').locator('label').first().click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('profile-view')).toHaveAttribute('data-active', 'true');
    const reactivated = await readUserProfile(chain, manifest, account);
    expect(reactivated.isActive).toBe(true);
    expect(await ownerOf(reactivated.tokenId)).toBe(profile);
    expect(flaskBefore - (await tokenBalance(chain, flask, account))).toBe(parseEther('2'));
  });

  test('a profile without a name sets one with a signature alone', async ({ page, freshAccount, chain, manifest }) => {
    await createProfile(chain, manifest, freshAccount.address, 1n);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');
    await expect(page.getByTestId('profile-username')).toHaveText('No username yet');
    const transactionsBefore = await chain.getTransactionCount({ address: wallet.address });

    await page.getByRole('button', { name: 'Set username' }).click();
    const name = uniqueUsername();
    await enterAvailableName(page, name);
    await page.getByRole('button', { name: 'Sign and save' }).click();
    await expect(page.getByTestId('profile-username')).toHaveText(name);
    expect(await hubUsername(wallet.address)).toBe(name);
    expect(await chain.getTransactionCount({ address: wallet.address })).toBe(transactionsBefore);
  });
});
