import { flaskCollectiblesAbi } from '@flaskswap/contracts';
import type { Page } from '@playwright/test';
import { type Address, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createProfile,
  mintStarter,
  openCampaignDesign,
  openFactoryDesign,
  ownedBunnyIds,
  ownerOf,
  profileAddresses,
} from '../support/collectiblesSupport.ts';
import { HUB_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/** A change on chain shows on the page's next read (the 10 s tick). */
const NEXT_READ = { timeout: 30_000 };

const heldToken = (page: Page, collection: Address, tokenId: bigint) =>
  page.locator(`[data-testid="held-collectible"][data-collection="${collection}"][data-token-id="${tokenId}"]`);

test.describe('collectibles', () => {
  // Each flow sends a few setup transactions before the page's own.
  test.describe.configure({ timeout: 120_000 });

  test('every collection lists its designs, pictures served by the hub gateway', async ({ page, manifest }) => {
    const section = manifest.profile!;
    await page.goto('/collectibles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collectibles');
    for (const collection of section.collections) {
      const designs = section.collectibles.filter((item) => item.collection === collection.address);
      expect(designs.length).toBeGreaterThan(0);
      const list = page.locator(`[data-testid="collection"][data-collection="${collection.address}"]`);
      await expect(list.getByRole('heading', { level: 2 })).toContainText(collection.name);
      await expect(list.getByTestId('collectible-card')).toHaveCount(designs.length);
      for (const design of designs) {
        const card = list.locator(`[data-testid="collectible-card"][data-identifier="${design.identifier}"]`);
        await card.scrollIntoViewIfNeeded();
        // The metadata's name, not the slug the page falls back to; the image loaded from the hub.
        await expect(card.getByRole('heading', { level: 3 })).not.toHaveText('');
        const picture = card.getByTestId('collectible-image');
        await expect(picture).toHaveAttribute('data-state', 'loaded');
        await expect(picture.locator('img:not([aria-hidden])')).toHaveAttribute(
          'src',
          new RegExp(`^${HUB_URL.replace(/[.]/g, '\\.')}/ipfs/[a-z0-9]+$`),
        );
      }
    }
  });

  test('with the gateway down, every design still shows, with a placeholder picture', async ({ page, manifest }) => {
    await page.route(`${HUB_URL}/ipfs/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/collectibles');
    const cards = page.getByTestId('collectible-card');
    await expect(cards).toHaveCount(manifest.profile!.collectibles.length);
    await expect(cards.locator('[data-testid="collectible-image"][data-state="placeholder"]')).toHaveCount(
      manifest.profile!.collectibles.length,
    );
    // Names fall back to the manifest's identifiers ('goggles-bunny' → 'Goggles Bunny').
    const first = manifest.profile!.collectibles[0]!;
    const card = page.locator(`[data-testid="collectible-card"][data-identifier="${first.identifier}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      first.identifier.replace(
        /(^|-)(\w)/g,
        (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
      ),
    );
  });

  test('a starter goes to another address through the Transfer dialog', async ({
    page,
    chain,
    manifest,
    freshAccount,
  }) => {
    const { bunnies } = profileAddresses(manifest);
    const tokenId = await mintStarter(chain, manifest, freshAccount.address, 2);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/collectibles');

    const token = heldToken(page, bunnies, tokenId);
    await expect(token).toBeVisible(NEXT_READ);
    await token.getByRole('button', { name: /^Transfer/ }).click();
    const dialog = page.getByRole('dialog');
    const address = dialog.getByLabel('Receiving address');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });

    await address.fill('0x1234');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid wallet address');
    await address.fill(zeroAddress);
    await confirm.click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await address.fill(freshAccount.address);
    await confirm.click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await ownerOf(chain, bunnies, tokenId)).toBe(freshAccount.address);

    // Refused in the wallet: SPEC.md §8's text, the dialog stays for another try.
    await address.fill(recipient);
    await wallet.rejectNext('eth_sendTransaction');
    await confirm.click();
    await expect(page.getByTestId('toast-danger').filter({ hasText: 'Unable to transfer NFT' })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await ownerOf(chain, bunnies, tokenId)).toBe(freshAccount.address);

    await confirm.click();
    await expect(dialog).toBeHidden(NEXT_READ);
    await expect.poll(() => ownerOf(chain, bunnies, tokenId)).toBe(recipient);
    await expect(token).toBeHidden(NEXT_READ);
  });

  test('an alchemist with no points threshold is claimed through the page', async ({
    page,
    chain,
    manifest,
    freshAccount,
  }) => {
    const { alchemists } = profileAddresses(manifest);
    const design = await openFactoryDesign(chain, manifest);
    await createProfile(chain, manifest, freshAccount.address, 1n);
    expect(await ownedBunnyIds(chain, alchemists, freshAccount.address)).toEqual([]);

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/collectibles');
    const card = page.locator(`[data-testid="collectible-card"][data-identifier="${design.identifier}"]`);
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('claim-button').click();

    await expect
      .poll(() => ownedBunnyIds(chain, alchemists, freshAccount.address), NEXT_READ)
      .toEqual([design.bunnyId]);
    await expect(card.getByTestId('owned-badge')).toHaveText('You have 1', NEXT_READ);
    await expect(card.getByTestId('claim-state')).toHaveText('Claimed', NEXT_READ);
    // The profile picture stays in the registry's custody: shown, not transferable.
    await expect(page.getByTestId('profile-picture')).toBeVisible();
    const claimed = await chain.readContract({
      address: alchemists,
      abi: flaskCollectiblesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [freshAccount.address, 0n],
    });
    await expect(heldToken(page, alchemists, claimed)).toBeVisible(NEXT_READ);
  });

  test('an achievement bunny is claimed from its campaign; a refused claim says so', async ({
    page,
    chain,
    manifest,
    freshAccount,
  }) => {
    const { bunnies } = profileAddresses(manifest);
    const design = await openCampaignDesign(chain, manifest, freshAccount.address);
    await createProfile(chain, manifest, freshAccount.address, 1n);

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/collectibles');
    const card = page.locator(`[data-testid="collectible-card"][data-identifier="${design.identifier}"]`);
    await card.scrollIntoViewIfNeeded();
    const claim = card.getByTestId('claim-button');
    await wallet.rejectNext('eth_sendTransaction');
    await claim.click();
    await expect(page.getByTestId('toast-danger').filter({ hasText: 'Unable to claim NFT' })).toBeVisible();
    expect(await ownedBunnyIds(chain, bunnies, freshAccount.address)).toEqual([]);

    await claim.click();
    await expect.poll(() => ownedBunnyIds(chain, bunnies, freshAccount.address), NEXT_READ).toEqual([design.bunnyId]);
    await expect(card.getByTestId('claim-state')).toHaveText('Claimed', NEXT_READ);
  });
});
