// Community farm auction: the contract's bid rules and winners, for the app's checks and tables.
export * from './rules.ts';
