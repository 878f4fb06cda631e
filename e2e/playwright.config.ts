import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/appStack.ts';
import { APP_URL, runDir } from './support/env.ts';

/**
 * Specs that mine so many blocks (the farm auction's 1,200-block public-close grace, a day of
 * lottery time in one-minute blocks) that the shared indexer lags for minutes (about 12 blocks a
 * second after a burst): each runs alone after every other spec, in this order. Playwright skips
 * them when a spec before them fails; `--project <name> --no-deps` runs one on its own.
 */
const LONG_MINES = ['lottery-refund', 'auction-grace'];
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
    { name: 'shared-chain', testIgnore: LONG_MINES.map(specFile) },
    ...LONG_MINES.map((name, i) => ({
      name,
      testMatch: specFile(name),
      dependencies: [LONG_MINES[i - 1] ?? 'shared-chain'],
    })),
  ],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
