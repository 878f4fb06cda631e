// Results of a proposal: voting power per choice, counting only votes the verification service
// marked valid (SPEC.md §5: a vote is invalid unless /verify says it is valid).
export interface TalliedVote {
  voter: string;
  /** 1-based. */
  choice: number;
  votingPower: bigint;
}

export interface ChoiceResult {
  choice: number;
  votingPower: bigint;
  /** Share of the total in basis points (0–10000), rounded down. */
  shareBps: number;
}

export interface Tally {
  choices: ChoiceResult[];
  total: bigint;
  validVotes: number;
  invalidVotes: number;
}

/** `isValid(voter)`: the /verify answer for that voter (missing = not valid). */
export function tallyVotes(
  choiceCount: number,
  votes: readonly TalliedVote[],
  isValid: (voter: string) => boolean,
): Tally {
  const sums = Array.from({ length: choiceCount }, () => 0n);
  let validVotes = 0;
  let invalidVotes = 0;
  for (const vote of votes) {
    if (!isValid(vote.voter) || vote.choice < 1 || vote.choice > choiceCount) {
      invalidVotes++;
      continue;
    }
    validVotes++;
    sums[vote.choice - 1] = (sums[vote.choice - 1] ?? 0n) + vote.votingPower;
  }
  const total = sums.reduce((a, b) => a + b, 0n);
  return {
    choices: sums.map((votingPower, index) => ({
      choice: index + 1,
      votingPower,
      shareBps: total === 0n ? 0 : Number((votingPower * 10_000n) / total),
    })),
    total,
    validVotes,
    invalidVotes,
  };
}
