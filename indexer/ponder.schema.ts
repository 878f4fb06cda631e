// Every indexed table, one file per product area (the next areas add theirs here).
export * from './schema/amm.ts';
export * from './schema/approvals.ts';
export * from './schema/competition.ts';
export * from './schema/lottery.ts';
export * from './schema/prediction.ts';
export * from './schema/yield.ts';
