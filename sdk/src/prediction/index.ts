// BNB price prediction: payouts, results, round phases, placeholder rounds, history and P&L.
export * from './betAmount.ts';
export * from './history.ts';
export * from './payout.ts';
export * from './rounds.ts';
export * from './status.ts';
export * from './types.ts';
