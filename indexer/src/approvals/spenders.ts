// The FlaskSwap contracts a token approval can be given to, as far as the manifest names them.
// SmartChef pools created after the manifest was written are added from the indexed `pool` table
// (src/approvals.ts).
import type { Manifest } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';

/** Manifest contracts that pull tokens from their users (or, for the prediction, could be asked to). */
const SPENDER_CONTRACTS = [
  'FlaskRouter',
  'FlaskSplitRouter',
  'MasterChef',
  'FlaskVault',
  'SmartChefFactory',
  'FlaskLottery',
  'FlaskPrediction',
  'FlaskProfile',
  'FlaskStarterFactory',
  'FlaskCollectibleFactory',
  'FlaskTradingCompetition',
  'FlaskFarmAuction',
] as const;

/** Every static spender, checksummed as the manifest has them (for Ponder's topic filter). */
export function manifestSpenders(manifest: Manifest): Address[] {
  const addresses = [
    ...SPENDER_CONTRACTS.map((name) => manifest.contracts[name]),
    ...(manifest.pools ?? []).map((pool) => pool.address),
    ...(manifest.ifo?.sales ?? []).map((sale) => sale.address),
    manifest.competition?.address,
    manifest.auction?.address,
  ].filter((address): address is Address => address !== undefined);
  return [...new Set(addresses)];
}

/** The same set, lowercase, for the handlers' check. */
export const manifestSpenderSet = (manifest: Manifest) =>
  new Set(manifestSpenders(manifest).map((address) => address.toLowerCase() as Hex));
