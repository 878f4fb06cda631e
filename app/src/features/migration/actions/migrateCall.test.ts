import { describe, expect, it } from 'vitest';
import { migrateCall } from './migrateCall.ts';

const ME = '0x3333333333333333333333333333333333333333';
const PAIR = '0x5555555555555555555555555555555555555555';
const position = {
  pair: PAIR,
  balance: 42n,
  quote: {
    paid: [1_000n, 2_000n],
    deposited: [1_000n, 1_800n],
    returned: [0n, 200n],
    liquidity: 1n,
    createsPair: false,
  },
} as const;

describe('migrateCall', () => {
  it('with the allowance on chain: migrate, minimums the deposit less the slippage, the fresh deadline', () => {
    expect(migrateCall({ position, recipient: ME, slippageBips: 50, deadline: 9n, permit: undefined })).toEqual({
      functionName: 'migrate',
      args: [PAIR, 42n, 995n, 1_791n, ME, 9n],
    });
  });

  it('with a permit: migrateWithPermit, repeating the deadline the signature covers', () => {
    const permit = {
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
      pair: PAIR,
      value: 42n,
      deadline: 777n,
    } as const;
    expect(migrateCall({ position, recipient: ME, slippageBips: 100, deadline: 9n, permit })).toEqual({
      functionName: 'migrateWithPermit',
      args: [PAIR, 42n, 990n, 1_782n, ME, 777n, false, 27, permit.r, permit.s],
    });
  });
});
