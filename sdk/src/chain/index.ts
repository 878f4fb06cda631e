// Chains as data: ids, the deployment manifest's schema, and the chain config built from it.
export * from './config.ts';
export * from './constants.ts';
export * from './manifest.ts';
