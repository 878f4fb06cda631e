// What the e2e suite and the benches run against: a fresh devnet, a production build of the app
// pointed at it, `vite preview` serving that build, and Debian's Chromium to open it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { appEnv, buildApp, previewApp } from './appBuild.ts';

/** Debian's Chromium (never a downloaded browser) with the flags these machines need. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * A fresh devnet (1-second blocks, plus a block per transaction) on `rpcPort`, its indexer, the
 * hub on `hubPort` (any free port when omitted) with the seeded usernames and proposals
 * (VOTING_SEED_STORY; account #0 is the voting admin), a production build of the app pointed
 * at them in `runDir`/app, and `vite preview` serving that build on `appPort`.
 * `runDir` starts empty; the deployments go to `runDir`/deployments.
 */
export async function startAppStack({
  rpcPort,
  appPort,
  indexerPort,
  hubPort = 0,
  runDir,
}: {
  rpcPort: number;
  appPort: number;
  indexerPort: number;
  hubPort?: number;
  runDir: string;
}) {
  const deploymentsDir = join(runDir, 'deployments');
  const outDir = join(runDir, 'app');
  rmSync(runDir, { recursive: true, force: true });
  const { startTestDevnet, seedUsernames, seedProposals, deployerAccount } = await import('@flaskswap/devnet');
  const { startIndexer } = await import('@flaskswap/indexer/launcher');
  const { startHub } = await import('@flaskswap/hub/service');
  // Whatever started is stopped again when a later step fails: no node left holding a port.
  const started: (() => Promise<void>)[] = [];
  const stopStarted = async () => {
    for (const stop of started.reverse()) await stop().catch(() => {});
  };
  try {
    // The specs play the competition and auction #2 themselves: both are left waiting (not the playground's).
    // A chain of its own: the app's countdowns compare chain time with the browser's clock, which a
    // cached chain, whose clock resumes where its dump left it, would be behind.
    const devnet = await startTestDevnet(rpcPort, deploymentsDir, {
      seed: { openCompetition: false, openAuction: false },
      newChain: true,
    });
    started.push(() => devnet.stop());
    const indexer = await startIndexer({
      port: indexerPort,
      rpcUrl: `http://127.0.0.1:${rpcPort}`,
      deploymentsDir,
      dataDir: join(runDir, 'indexer'),
      stdio: 'ignore',
    });
    started.push(() => indexer.stop());
    const hub = await startHub({
      port: hubPort,
      rpcUrl: `http://127.0.0.1:${rpcPort}`,
      deploymentsDir,
      dataDir: join(runDir, 'hub'),
      // As under npm start: the deployer (#0) publishes core proposals.
      voting: { admins: [deployerAccount.address] },
    });
    started.push(() => hub.stop());

    const env = appEnv(deploymentsDir, {
      rpcUrl: `http://127.0.0.1:${rpcPort}`,
      indexerUrl: indexer.url,
      hubUrl: hub.url,
    });
    // The build needs only the manifest and the services' addresses: it runs while the indexer
    // catches up and the hub is seeded.
    const build = buildApp(env, outDir);
    started.push(build.stop);
    await seedUsernames(hub.url);
    await seedProposals(hub, { rpcUrl: `http://127.0.0.1:${rpcPort}`, manifest: devnet.manifest });
    await build.finished();
    const preview = await previewApp(env, outDir, appPort);
    started.push(preview.stop);
    await indexer.ready();

    return {
      manifest: devnet.manifest,
      indexer,
      hub,
      /** The build, with its source maps. */
      outDir,
      stop: stopStarted,
    };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}
