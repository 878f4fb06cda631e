import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/appStack.ts';
import { APP_URL, runDir } from './support/env.ts';

/**
 * Specs that run alone, one after the other, once every other spec is done:
 * - prediction drives rounds whose lock window is 20 blocks: another spec mining meanwhile (an IFO
 *   spec moves the chain to a sale's start or release) skipped past it and executeRound reverted.
 *   (Pausing interval mining instead is no way out: anvil's evm_setIntervalMining drops automine,
 *   and every later spec then waited on one-second blocks.)
 * - lottery-refund and auction-grace mine so many blocks (a day of lottery time in one-minute
 *   blocks, the farm auction's 1,200-block public-close grace) that the shared indexer lags for
 *   minutes (about 12 blocks a second after a burst), and the specs reading it next timed out.
 * Playwright skips them when a spec before them fails; `--project <name> --no-deps` runs one alone.
 */
const ALONE = ['prediction', 'lottery-refund', 'auction-grace'];
const specFile = (name: string) => `**/${name}.spec.ts`;

/** The specs run against the global setup's devnet and build, in Debian's Chromium (support/appStack.ts). */
export default defineConfig({
  testDir: './specs',
  outputDir: join(runDir, 'test-results'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a test passing only on its retry is reported as flaky (with its browser console) instead of
  // failing the whole run; one failing twice fails it.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: join(runDir, 'report') }]],
  projects: [
    { name: 'shared-chain', testIgnore: ALONE.map(specFile) },
    ...ALONE.map((name, i) => ({
      name,
      testMatch: specFile(name),
      dependencies: [ALONE[i - 1] ?? 'shared-chain'],
    })),
  ],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
