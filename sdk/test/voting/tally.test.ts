import { describe, expect, it } from 'vitest';
import { tallyVotes } from '../../src/index.ts';

const votes = [
  { voter: '0xa', choice: 1, votingPower: 60n },
  { voter: '0xb', choice: 2, votingPower: 30n },
  { voter: '0xc', choice: 1, votingPower: 10n },
  { voter: '0xd', choice: 2, votingPower: 1_000n }, // not verified
  { voter: '0xe', choice: 4, votingPower: 5n }, // no such choice
];

describe('tallyVotes', () => {
  it('sums verified votes per choice with shares in basis points', () => {
    const tally = tallyVotes(3, votes, (voter) => voter !== '0xd');
    expect(tally).toEqual({
      choices: [
        { choice: 1, votingPower: 70n, shareBps: 7_000 },
        { choice: 2, votingPower: 30n, shareBps: 3_000 },
        { choice: 3, votingPower: 0n, shareBps: 0 },
      ],
      total: 100n,
      validVotes: 3,
      invalidVotes: 2,
    });
  });

  it('rounds shares down and answers 0% without votes', () => {
    const thirds = tallyVotes(
      3,
      [
        { voter: '0xa', choice: 1, votingPower: 1n },
        { voter: '0xb', choice: 2, votingPower: 1n },
        { voter: '0xc', choice: 3, votingPower: 1n },
      ],
      () => true,
    );
    expect(thirds.choices.map((c) => c.shareBps)).toEqual([3_333, 3_333, 3_333]);
    expect(tallyVotes(2, [], () => true)).toEqual({
      choices: [
        { choice: 1, votingPower: 0n, shareBps: 0 },
        { choice: 2, votingPower: 0n, shareBps: 0 },
      ],
      total: 0n,
      validVotes: 0,
      invalidVotes: 0,
    });
  });

  it('counts every vote invalid when the service marks none valid', () => {
    const tally = tallyVotes(3, votes, () => false);
    expect(tally.total).toBe(0n);
    expect(tally.invalidVotes).toBe(5);
  });
});
