// The profile flows' shared steps: the registry read back with viem, the hub asked with fetch, and
// the setup's screens walked through as a user would.

import { flaskProfileAbi } from '@flaskswap/contracts';
import type { DevnetTestClient } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect, type Page } from '@playwright/test';
import type { Address } from 'viem';
import { profileAddresses } from './collectiblesSupport.ts';
import { HUB_URL } from './env.ts';

export async function readUserProfile(chain: DevnetTestClient, manifest: Manifest, account: Address) {
  const { profile } = profileAddresses(manifest);
  const [userId, points, teamId, nftAddress, tokenId, isActive] = await chain.readContract({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'getUserProfile',
    args: [account],
  });
  const hasRegistered = await chain.readContract({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'hasRegistered',
    args: [account],
  });
  return { hasRegistered, userId, points, teamId, nftAddress, tokenId, isActive };
}

/** The name the hub serves for `account`, or undefined when it has none. */
export async function hubUsername(account: Address): Promise<string | undefined> {
  const response = await fetch(`${HUB_URL}/api/users/${account}`);
  if (response.status === 404) return undefined;
  expect(response.ok).toBe(true);
  return ((await response.json()) as { username: string }).username;
}

/** A name no other test (or retry) uses: letters and digits only, 15 at most. */
export function uniqueUsername(): string {
  return `e2e${Math.random().toString(36).slice(2, 12)}`;
}

export const setupStep = (page: Page) => page.getByTestId('setup-progress');

/** Steps 2 and 3: the first collectible as the picture, then team `teamName`; ends on step 4. */
export async function pickPictureAndTeam(page: Page, teamName: string) {
  await expect(setupStep(page)).toHaveText('Step 2 of 4');
  await page.getByTestId('collectible-picker').locator('label').first().click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(setupStep(page)).toHaveText('Step 3 of 4');
  await page.getByTestId('team-picker').locator('label').filter({ hasText: teamName }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(setupStep(page)).toHaveText('Step 4 of 4');
}

/** Types `name` into step 4's field and waits for the hub to accept it. */
export async function enterAvailableName(page: Page, name: string) {
  await page.getByLabel('Profile name').fill(name);
  await expect(page.getByTestId('username-status')).toHaveText('This name is available');
}
