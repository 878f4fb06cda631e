// Initial Farm Offerings: the pro-rata sale math, the allocation and the overflow tax table.
export * from './math.ts';
