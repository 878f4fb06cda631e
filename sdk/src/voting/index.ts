// Voting: the signed proposal and vote messages, the voting-power formula, the form's rules, results.
export * from './messages.ts';
export * from './proposalRules.ts';
export * from './tally.ts';
export * from './votingPower.ts';
