// Moved to deploy/voting.seed.ts; start.ts still imports this path until the persistence change lands.
export * from './deploy/voting.seed.ts';
