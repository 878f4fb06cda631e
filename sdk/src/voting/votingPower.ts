// Voting power at a proposal's snapshot block (Snapshot-style, read from the chain at that block):
//   FLASK in the wallet
// + FLASK in the auto vault      (shares × pricePerFullShare / 1e18)
// + FLASK staked in pool 0       (MasterChef.userInfo(0, account).amount)
// + FLASK staked in SmartChef pools whose staked token is FLASK
// + the FLASK side of FLASK-BNB LP, in the wallet and staked in its farm
//                                 ((lpWallet + lpFarm) × FLASK reserve / LP total supply)
// Every figure rounds down, as the contracts would pay it.

import type { Address } from 'viem';
import { encodeAbiParameters, type Hex, keccak256 } from 'viem';

export interface VotingPowerInputs {
  walletFlask: bigint;
  vaultShares: bigint;
  vaultPricePerFullShare: bigint;
  pool0Staked: bigint;
  /** One entry per FLASK-staking SmartChef pool. */
  flaskPoolsStaked: readonly bigint[];
  lpInWallet: bigint;
  lpInFarm: bigint;
  /** The pair's FLASK reserve and LP total supply. */
  lpFlaskReserve: bigint;
  lpTotalSupply: bigint;
}

export interface VotingPower {
  wallet: bigint;
  vault: bigint;
  pool0: bigint;
  flaskPools: bigint;
  lp: bigint;
  total: bigint;
}

export const VAULT_SHARE_PRICE_UNIT = 10n ** 18n;

export function votingPower(inputs: VotingPowerInputs): VotingPower {
  const wallet = inputs.walletFlask;
  const vault = (inputs.vaultShares * inputs.vaultPricePerFullShare) / VAULT_SHARE_PRICE_UNIT;
  const pool0 = inputs.pool0Staked;
  const flaskPools = inputs.flaskPoolsStaked.reduce((sum, staked) => sum + staked, 0n);
  const lp =
    inputs.lpTotalSupply === 0n
      ? 0n
      : ((inputs.lpInWallet + inputs.lpInFarm) * inputs.lpFlaskReserve) / inputs.lpTotalSupply;
  return { wallet, vault, pool0, flaskPools, lp, total: wallet + vault + pool0 + flaskPools + lp };
}

/**
 * The hash a vote carries (metadata.verificationHash) and POST /verify checks: it binds the voter,
 * the block and every part of the power, so a vote's figure can be recomputed and compared by anyone.
 */
export function votingPowerHash(voter: Address, block: bigint, power: VotingPower): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [voter, block, power.wallet, power.vault, power.pool0, power.flaskPools, power.lp, power.total],
    ),
  );
}
