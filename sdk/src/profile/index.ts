// Profiles: the registry's records, the username rule and signed message, ipfs links, the FLASK costs.
export * from './contractData.ts';
export * from './fees.ts';
export * from './ipfs.ts';
export * from './username.ts';
