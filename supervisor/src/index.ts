// Running FlaskSwap's long-lived services: supervised child processes, an orphan guard, pid locks
// on data folders and keys, and waits for an HTTP endpoint to answer.
export * from './orphanGuard.ts';
export * from './pidLock.ts';
export * from './ports.ts';
export * from './supervise.ts';
export * from './waitForHttp.ts';
