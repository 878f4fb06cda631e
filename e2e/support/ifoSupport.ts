// Helpers of the IFO specs: LP for a fresh account (from the deployer), the sale's reads on chain, blocks mined to a
// sale's end, and the app built from a manifest that announces a short sale the test deployed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flaskIfoV2Abi } from '@flaskswap/contracts';
import { type DevnetTestClient, freePort, transferIfoLp } from '@flaskswap/devnet';
import type { Manifest, ManifestIfoSale } from '@flaskswap/sdk';
import { manifestPath } from '@flaskswap/sdk/manifest-file';
import { expect, type Page } from '@playwright/test';
import type { Address } from 'viem';
import { appEnv, buildApp, previewApp } from './appBuild.ts';
import { HUB_URL, INDEXER_URL, RPC_URL, runDir } from './env.ts';

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
 * The app knows sales from the manifest its build embeds, and the stack's build announces the
 * seeded live sale, which runs 28,800 blocks: too long to mine through on the shared chain. A spec
 * that deploys its own short sale gets the app as it is once the operator announced that sale: a
 * manifest whose active entry is it (the seeded live one left out), a production build made from
 * it, served on a port of its own. The phase, amounts and schedule it shows come from the chain.
 */
export async function serveAppAnnouncing(manifest: Manifest, sale: ManifestIfoSale) {
  const dir = mkdtempSync(join(runDir, 'ifo-sale-'));
  const deployments = join(dir, 'deployments');
  mkdirSync(deployments);
  const sales = [sale, ...(manifest.ifo?.sales ?? []).filter((entry) => !entry.isActive)];
  writeFileSync(manifestPath(manifest.chainId, deployments), JSON.stringify({ ...manifest, ifo: { sales } }, null, 2));
  const env = appEnv(deployments, { rpcUrl: RPC_URL, indexerUrl: INDEXER_URL, hubUrl: HUB_URL });
  const outDir = join(dir, 'app');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    await buildApp(env, outDir).finished();
    const preview = await previewApp(env, outDir, await freePort());
    return {
      url: preview.url,
      async stop() {
        await preview.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
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
