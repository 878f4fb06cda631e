import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts a devnet and a Ponder process on ports of its own, so files may run side by
    // side (as many as vitest's workers: the root config's in npm test).
    // Generous limits: they guard against hangs on a loaded machine, they time nothing.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
