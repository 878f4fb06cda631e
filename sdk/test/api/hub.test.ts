import { describe, expect, it } from 'vitest';
import { checkWith, proposalListRequest, verifyRequest } from '../../src/api/index.ts';

const voter = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('verifyRequest', () => {
  it('takes votes without a block (the latest) and reads totals as wei', () => {
    const checked = checkWith(verifyRequest, { votes: [{ address: voter, verificationHash: '0xab', total: 7 }] });
    expect(checked).toEqual({
      ok: true,
      value: { block: undefined, votes: [{ address: voter.toLowerCase(), verificationHash: '0xab', total: 7n }] },
    });
  });

  it('names the first bad vote field', () => {
    expect(checkWith(verifyRequest, { block: 1 })).toEqual({ ok: false, error: 'votes must be an array' });
    expect(checkWith(verifyRequest, { votes: [{ address: voter, verificationHash: '0x', total: 'ten' }] })).toEqual({
      ok: false,
      error: 'votes[0].total must be wei as a decimal string',
    });
  });
});

describe('proposalListRequest', () => {
  it('fills the defaults and refuses what it does not know', () => {
    expect(checkWith(proposalListRequest, {})).toEqual({
      ok: true,
      value: { first: 5, skip: 0, state: 'all', type: 'all' },
    });
    expect(checkWith(proposalListRequest, { state: 'open' })).toEqual({
      ok: false,
      error: 'state must be one of all, active, pending, closed',
    });
  });
});
