import type { Manifest } from '@flaskswap/sdk';
import { type Address, getAddress } from 'viem';
import { type MessageText, msg } from '@/i18n/message.ts';

/** A FlaskSwap contract that may hold an allowance, named as the app names it (t(label, values)). */
export interface Spender {
  address: Address;
  label: MessageText;
  values?: Record<string, string>;
}

/** The manifest's contract names of the single contracts that pull tokens, with their labels. */
const SINGLE_SPENDERS: ReadonlyArray<readonly [contract: string, label: MessageText]> = [
  ['FlaskRouter', msg('Router')],
  ['FlaskSplitRouter', msg('Split router')],
  ['MasterChef', msg('Farms')],
  ['FlaskVault', msg('Vault')],
  ['FlaskLottery', msg('Lottery')],
  ['FlaskPrediction', msg('Prediction')],
  ['FlaskFarmAuction', msg('Auction')],
  ['FlaskProfile', msg('Profile')],
  ['FlaskCollectibleFactory', msg('Collectibles')],
  ['FlaskStarterFactory', msg('Collectibles')],
];

/**
 * Every FlaskSwap contract an account may have approved on this chain: the routers, the farms,
 * each pool, the vault, the lottery, the prediction, each IFO, the auction, the profile and the
 * collectible factories. One entry per address (the first name wins).
 */
export function flaskSwapSpenders(manifest: Manifest): Spender[] {
  const found = new Map<Address, Spender>();
  const add = (address: string | undefined, label: MessageText, values?: Record<string, string>) => {
    if (!address) return;
    const checksummed = getAddress(address);
    if (!found.has(checksummed)) found.set(checksummed, { address: checksummed, label, ...(values && { values }) });
  };
  for (const [contract, label] of SINGLE_SPENDERS) add(manifest.contracts[contract], label);
  add(manifest.auction?.address, msg('Auction'));
  for (const pool of manifest.pools ?? []) {
    add(pool.address, msg('Pool: stake %staking% earn %earning%'), {
      staking: pool.stakingToken,
      earning: pool.earningToken,
    });
  }
  for (const sale of manifest.ifo?.sales ?? []) add(sale.address, msg('IFO: %name%'), { name: sale.name });
  return [...found.values()];
}
