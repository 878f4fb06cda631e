// The hub's and the indexer's request shapes as zod schemas, shared by the servers (and their
// one result type). A subpath of its own (`@flaskswap/sdk/api`) so only code that checks
// requests carries the validator.
export { type Checked, checkWith, type Output, type Schema } from './checked.ts';
export * from './hub.ts';
export * from './indexer.ts';
export * from './periods.ts';
export {
  addressListParam,
  addressParam,
  booleanParam,
  choiceParam,
  formatLogCursor,
  integerParam,
  type LogPosition,
  logCursorParam,
  pageParams,
} from './queryParams.ts';
export { checkAddress, parseIsoUtc } from './wire.ts';
