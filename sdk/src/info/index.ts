export * from './candles.ts';
export * from './market.ts';
export * from './search.ts';
export * from './tables.ts';
