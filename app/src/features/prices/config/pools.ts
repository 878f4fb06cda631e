// Pools are chain data (the manifest's `pools` section, written by the yield deploy step); what
// is left here holds on every chain.
export type { PoolCategory } from '@flaskswap/sdk';

/** FlaskSwap's own site: the FLASK pools' project link. */
export const FLASKSWAP_SITE = 'https://flaskswap.finance';
