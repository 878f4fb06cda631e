// What users see and type: exact decimal rendering, amounts, input parsing, shortened names.
export * from './amount.ts';
export * from './amount-input.ts';
export * from './currency.ts';
export * from './decimal.ts';
export * from './locale.ts';
export * from './shorten.ts';
