export * from './candles.ts';
export * from './market.ts';
