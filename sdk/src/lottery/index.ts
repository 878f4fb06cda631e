// Lottery: ticket numbers, bulk prices, brackets and prizes, claim batches.
export * from './brackets.ts';
export * from './claims.ts';
export * from './constants.ts';
export * from './prices.ts';
export * from './rounds.ts';
export * from './tickets.ts';
