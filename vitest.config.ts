import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (a devnet and one or more Ponder processes each; seconds measured in
 * a whole run, docs/testing.md), slowest first. Vitest's own order puts the projects one after the
 * other (app, devnet, hub, indexer…) and, on a clean clone without its timing cache, the largest
 * files first: the longest indexer file started last and the run waited minutes on it alone.
 */
const SLOWEST_FIRST = [
  'indexer/test/amm.test.ts',
  'indexer/test/postgres.test.ts',
  'indexer/test/amm-rebuild.test.ts',
  'indexer/test/competition.test.ts',
  'indexer/test/prediction.test.ts',
  'indexer/test/approvals.test.ts',
  'indexer/test/lottery.test.ts',
  'devnet/test/stack.test.ts',
  'devnet/test/market-history.test.ts',
  'devnet/test/prediction-keepers.test.ts',
  'devnet/test/reuse.test.ts',
  'devnet/test/auction-seed.test.ts',
  'hub/test/voting.test.ts',
  'app/src/features/yield/data/market.devnet.test.ts',
];

/** Vitest's order, with the files above moved to the front in their order. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// `npm test`'s vitest step: every workspace's own config (its files, its timeouts), run side by
// side in one process.
export default defineConfig({
  test: {
    projects: ['sdk', 'supervisor', 'devnet', 'indexer', 'hub', 'app'],
    // Most files wait on anvil, Ponder or Postgres rather than compute: more files than cores.
    maxWorkers: 3,
    sequence: { sequencer: SlowestFirst },
  },
});
