// Helpers of the IFO specs: LP for a fresh account (from the deployer), the sale's reads on chain, blocks mined to a
// sale's end, and the app's live-sale entry pointed at a short sale the test deployed.
import { flaskIfoV2Abi } from '@flaskswap/contracts';
import { type DevnetTestClient, transferIfoLp } from '@flaskswap/devnet';
import type { Manifest, ManifestIfoSale } from '@flaskswap/sdk';
import { expect, type Page } from '@playwright/test';
import type { Address } from 'viem';
import { RPC_URL } from './env.ts';

/** The manifest's live sale (kalmar on the devnet). */
export function liveSale(manifest: Manifest): ManifestIfoSale {
  const sale = manifest.ifo?.sales.find((entry) => entry.isActive);
  if (!sale) throw new Error('The manifest has no active IFO sale');
  return sale;
}

/** `amount` FLASK-BNB LP for `account`, from the deployer. */
export function giveLp(manifest: Manifest, account: Address, amount: bigint) {
  return transferIfoLp({ rpcUrl: RPC_URL, manifest, to: account, amount });
}

/** A version 2 sale's pools as viewPoolInformation reports them: basic (0) then unlimited (1). */
export async function readPools(chain: DevnetTestClient, sale: Address) {
  return Promise.all(
    ([0n, 1n] as const).map(async (pid) => {
      const [raisingAmount, offeringAmount, limitPerUserInLP, hasTax, totalAmount] = await chain.readContract({
        address: sale,
        abi: flaskIfoV2Abi,
        functionName: 'viewPoolInformation',
        args: [pid],
      });
      return { raisingAmount, offeringAmount, limitPerUserInLP, hasTax, totalAmount };
    }),
  );
}

/** The account's deposits and claimed flags in both pools of a version 2 sale. */
export async function readUserPools(chain: DevnetTestClient, sale: Address, account: Address) {
  const [amounts, claimed] = await chain.readContract({
    address: sale,
    abi: flaskIfoV2Abi,
    functionName: 'viewUserInfo',
    args: [account, [0, 1]],
  });
  return { amounts, claimed };
}

/**
 * The app knows sales from the manifest built into it. A spec that deploys its own short sale
 * (the live one runs 28,800 blocks, too long to mine on the shared chain) points the app's live
 * entry at it: the served scripts get the test sale's address and offering token instead of the
 * live sale's. Everything else (the LP, the schedule and amounts read on chain) is the real thing.
 */
export async function showSaleAsLive(page: Page, manifest: Manifest, sale: { address: Address; token: Address }) {
  const live = liveSale(manifest);
  const swaps: Array<[string, string]> = [
    [live.address, sale.address],
    [live.token.address, sale.token],
  ];
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [from, to] of swaps) body = body.replaceAll(from, to);
    await route.fulfill({ response, body });
  });
}

/** The pool card of /ifo: 'basic' or 'unlimited'. */
export const poolCard = (page: Page, pool: 'basic' | 'unlimited') => page.getByTestId(`ifo-pool-${pool}`);

/** Commits `amount` LP to a pool through the app: Commit, the amount, Enable when asked, then Commit. */
export async function commitThroughApp(page: Page, pool: 'basic' | 'unlimited', amount: string) {
  await poolCard(page, pool).getByTestId('ifo-commit').click();
  const modal = page.getByTestId('ifo-commit-modal');
  await modal.getByRole('textbox', { name: 'Commit' }).fill(amount);
  const confirm = modal.getByTestId('ifo-commit-confirm');
  await expect(confirm).toBeEnabled();
  if ((await confirm.textContent())?.includes('Enable')) {
    await confirm.click();
    await expect(confirm).toHaveText('Commit');
  }
  await confirm.click();
  // The modal closes once the deposit's receipt is in (it stays open on a failure).
  await expect(modal).toBeHidden();
}
