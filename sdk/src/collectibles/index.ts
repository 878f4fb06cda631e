// Collectibles: the metadata schema. A subpath of its own (`@flaskswap/sdk/collectibles`) so only the code
// that reads metadata carries the validator.
export * from './metadata.ts';
