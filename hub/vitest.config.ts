import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every server a file starts (anvil, Postgres, the hub) takes a free port: files may run side by side.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
