import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts a devnet and a Ponder process on ports of its own. Two files at a time:
    // most of a file's time is spent waiting on its chain and indexer, not computing.
    // Generous limits: they guard against hangs on a loaded machine, they time nothing.
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
