import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Deploying and seeding a devnet takes 15 s on a quiet machine, minutes on a loaded one.
    // Generous limits: they guard against hangs, they time nothing.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
