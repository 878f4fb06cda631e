import { decodeAbiParameters, keccak256, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { type VotingPowerInputs, votingPower, votingPowerHash } from '../../src/index.ts';

const NONE: VotingPowerInputs = {
  walletFlask: 0n,
  vaultShares: 0n,
  vaultPricePerFullShare: 10n ** 18n,
  pool0Staked: 0n,
  flaskPoolsStaked: [],
  lpInWallet: 0n,
  lpInFarm: 0n,
  lpFlaskReserve: 0n,
  lpTotalSupply: 0n,
};
const VOTER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('votingPower', () => {
  it('adds every source, each rounded down as the contracts pay it', () => {
    const power = votingPower({
      walletFlask: parseEther('12'),
      vaultShares: parseEther('10'),
      vaultPricePerFullShare: parseEther('1.5'), // 10 shares at 1.5 FLASK each
      pool0Staked: parseEther('3'),
      flaskPoolsStaked: [parseEther('1'), parseEther('2.5')],
      lpInWallet: 3n,
      lpInFarm: 4n, // 7 of 10 LP over a 1,000-FLASK reserve
      lpFlaskReserve: parseEther('1000'),
      lpTotalSupply: 10n,
    });
    expect(power).toEqual({
      wallet: parseEther('12'),
      vault: parseEther('15'),
      pool0: parseEther('3'),
      flaskPools: parseEther('3.5'),
      lp: parseEther('700'),
      total: parseEther('733.5'),
    });
  });

  it('rounds the vault and LP shares down', () => {
    const power = votingPower({
      ...NONE,
      vaultShares: 3n,
      vaultPricePerFullShare: parseEther('0.5'), // 1.5 wei
      lpInWallet: 1n,
      lpFlaskReserve: 10n,
      lpTotalSupply: 3n, // 3.33 wei
    });
    expect(power.vault).toBe(1n);
    expect(power.lp).toBe(3n);
    expect(power.total).toBe(4n);
  });

  it('is zero for an empty account and when the pair has no supply', () => {
    expect(votingPower(NONE).total).toBe(0n);
    expect(votingPower({ ...NONE, lpInWallet: 5n, lpFlaskReserve: 100n }).lp).toBe(0n);
  });
});

describe('votingPowerHash', () => {
  const power = votingPower({ ...NONE, walletFlask: 5n, pool0Staked: 2n });

  it('binds the voter, the block and every part', () => {
    const hash = votingPowerHash(VOTER, 100n, power);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(votingPowerHash(VOTER.toLowerCase() as `0x${string}`, 100n, power)).toBe(hash);
    expect(votingPowerHash(VOTER, 101n, power)).not.toBe(hash);
    expect(votingPowerHash('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 100n, power)).not.toBe(hash);
    for (const part of ['wallet', 'vault', 'pool0', 'flaskPools', 'lp', 'total'] as const) {
      expect(votingPowerHash(VOTER, 100n, { ...power, [part]: power[part] + 1n }), part).not.toBe(hash);
    }
  });

  it('is the keccak256 of the ABI-encoded voter, block and parts (anyone can recompute it)', () => {
    const hash = votingPowerHash(VOTER, 7n, power);
    const encoded = `0x${'00'.repeat(12)}${VOTER.slice(2).toLowerCase()}${[7n, 5n, 0n, 2n, 0n, 0n, 7n]
      .map((n) => n.toString(16).padStart(64, '0'))
      .join('')}` as const;
    expect(keccak256(encoded)).toBe(hash);
    expect(decodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], encoded)[1]).toBe(7n);
  });
});
