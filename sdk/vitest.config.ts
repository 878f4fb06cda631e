import { defineConfig } from 'vitest/config';

// Its own config, like every workspace's: without one, `npm test -w @flaskswap/sdk` found the root
// config and resolved its project list inside sdk/ ("non-existing file … /sdk/sdk").
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Plain functions on bigint: files share a worker's loaded modules instead of importing them
    // again each (docs/testing.md).
    isolate: false,
  },
});
