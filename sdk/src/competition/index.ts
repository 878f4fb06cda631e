// Trading competition: statuses, reward groups and the team leaderboard the results are computed from.
export * from './leaderboard.ts';
