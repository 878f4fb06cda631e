import { defineConfig } from 'vitest/config';

// `npm test`'s vitest step: every workspace's own config, run side by side in one process. Each
// project keeps its own limits (hub files one at a time, indexer files two at a time).
export default defineConfig({
  test: {
    projects: ['sdk', 'supervisor', 'devnet', 'indexer', 'hub', 'app'],
    // Most files wait on anvil, Ponder or Postgres rather than compute: more files than cores.
    maxWorkers: 3,
  },
});
