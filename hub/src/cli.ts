// `npm run start -w @flaskswap/hub`: the hub (server.ts, configured by the environment, docs/hub.md)
// as a supervised process, restarted with backoff when it exits, never outliving this runner.
import { startOrphanGuard } from '@flaskswap/supervisor';
import { startHubProcess } from './process.ts';

const guard = startOrphanGuard();
const hub = await startHubProcess({
  port: Number(process.env.HUB_PORT ?? 8787),
  host: process.env.HUB_HOST,
  log: console.log,
  onStart: guard.watch,
}).catch((error: unknown) => {
  console.error(`hub: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
console.log(`hub: supervised at ${hub.url} (alive ${hub.url}/health, ready ${hub.url}/ready)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A second signal does not wait for the hub to close its database.
    if (stopping) {
      hub.kill();
      process.exit(130);
    }
    stopping = true;
    void hub.stop().then(() => process.exit(0));
  });
}
