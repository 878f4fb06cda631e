import { describe, expect, it } from 'vitest';
import { testPool, testToken, testUser } from '../test/testPoolView.ts';
import { poolStakePanel } from './poolStakeState.ts';

describe('poolStakePanel (SPEC.md section 4 "Pool card")', () => {
  it('connect → enable → stake → staked', () => {
    expect(poolStakePanel(testPool({ id: 'a' }), false).state).toBe('connect');
    expect(poolStakePanel(testPool({ id: 'a' }), true).state).toBe('loading');
    expect(poolStakePanel(testPool({ id: 'a', user: testUser() }), true).state).toBe('enable');
    expect(poolStakePanel(testPool({ id: 'a', user: testUser({ allowance: 1n }) }), true).state).toBe('stake');
    expect(
      poolStakePanel(testPool({ id: 'a', user: testUser({ allowance: 1n, stakedBalance: 1n }) }), true).state,
    ).toBe('staked');
  });
  it('the BNB pool never needs Enable', () => {
    const panel = poolStakePanel(testPool({ id: 'bnb', stakingToken: testToken('BNB'), user: testUser() }), true);
    expect(panel.state).toBe('stake');
    expect(panel.needsApproval).toBe(false);
  });
  it('a stake without allowance stays reachable; adding needs Enable', () => {
    const panel = poolStakePanel(testPool({ id: 'a', user: testUser({ stakedBalance: 5n }) }), true);
    expect(panel).toMatchObject({ state: 'staked', needsApproval: true });
  });
  it('adding is blocked at the limit and once finished', () => {
    const user = testUser({ allowance: 1n, stakedBalance: 100n, stakingTokenBalance: 1n });
    expect(poolStakePanel(testPool({ id: 'a', stakingLimit: 100n, user }), true).addBlockedBy).toBe('limit');
    expect(poolStakePanel(testPool({ id: 'a', stakingLimit: 101n, user }), true).addBlockedBy).toBeUndefined();
    expect(poolStakePanel(testPool({ id: 'a', isFinished: true, user }), true).addBlockedBy).toBe('finished');
  });
  it('an empty wallet gets the get-token modal', () => {
    expect(poolStakePanel(testPool({ id: 'a', user: testUser({ allowance: 1n }) }), true).needsTokens).toBe(true);
    expect(
      poolStakePanel(testPool({ id: 'a', user: testUser({ allowance: 1n, stakingTokenBalance: 1n }) }), true)
        .needsTokens,
    ).toBe(false);
  });
});
