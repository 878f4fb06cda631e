// LP migration from another Uniswap-V2-style exchange (docs/migration.md).
export * from './quote.ts';
