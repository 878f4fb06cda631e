import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every server a file starts (anvil, Postgres, the hub) takes a free port: files may run side by side.
    // A first deploy of a test chain on a loaded machine takes minutes: the devnet tests' 240 s, which
    // guard against hangs and time nothing.
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
