// FlaskSwap domain logic: plain functions on bigint, no React, no network.

export * from './amm/index.ts';
export { SINCE_NO_HOURS } from './api/periods.ts';
export * from './approvals/index.ts';
export * from './auction/index.ts';
export * from './chain/index.ts';
export * from './competition/index.ts';
export * from './format/index.ts';
export * from './ifo/index.ts';
export * from './info/index.ts';
export * from './lottery/index.ts';
export * from './migration/index.ts';
export * from './prediction/index.ts';
export * from './profile/index.ts';
export * from './voting/index.ts';
export * from './yield/index.ts';
