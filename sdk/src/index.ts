// FlaskSwap domain logic: plain functions on bigint, no React, no network.
export * from './format.ts';
