import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Starting and seeding a devnet takes a few seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
