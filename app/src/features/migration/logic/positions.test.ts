import { lpPermitDomainSeparator } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { E18, FLASK, WBNB } from '@/test/tokens.ts';
import type { TokenCouple } from './candidates.ts';
import { type HeldPairReads, legacyPositions } from './positions.ts';

const tokens = (FLASK.sortsBefore(WBNB) ? [FLASK, WBNB] : [WBNB, FLASK]) as unknown as TokenCouple;
const held = [
  {
    pair: '0x5555555555555555555555555555555555555555',
    tokens,
    balance: 10n * E18,
    flaskPair: '0x6666666666666666666666666666666666666666',
  },
] as const;
const domainOf = (name: string) => lpPermitDomainSeparator(name, 31337, held[0].pair);

function reads(overrides: Partial<HeldPairReads> = {}): HeldPairReads {
  return {
    legacyReserves: [[1_000n * E18, 1_100n * E18, 0]],
    legacySupply: [1_000n * E18],
    legacyName: ['Uniswap V2'],
    legacyDomain: [domainOf('Uniswap V2')],
    allowance: [0n],
    reserves: [[2_000n * E18, 2_000n * E18, 0]],
    totalSupply: [2_000n * E18],
    kLast: [0n],
    feeTo: ['0x7777777777777777777777777777777777777777'],
    ...overrides,
  };
}

describe('legacyPositions', () => {
  it('quotes the migration, measures the price gap and signs the permit where the domain matches', () => {
    const [position] = legacyPositions(held, reads(), 31337);
    expect(position!.quote.paid).toEqual([10n * E18, 11n * E18]);
    expect(position!.quote.deposited).toEqual([10n * E18, 10n * E18]);
    expect(position!.gapBips).toBe(909n);
    expect(position!.permitDomain).toBe('Uniswap V2');
    expect(position!.flask).toMatchObject({ feeOn: true });
  });

  it('approves instead of signing when the LP’s domain is not the one its name gives', () => {
    const [position] = legacyPositions(held, reads({ legacyDomain: [domainOf('Pancake LPs')] }), 31337);
    expect(position!.permitDomain).toBeUndefined();
    const [unread] = legacyPositions(held, reads({ legacyName: [null] }), 31337);
    expect(unread!.permitDomain).toBeUndefined();
  });

  it('without a FlaskSwap pair: creates it, no price gap', () => {
    const [position] = legacyPositions(held, reads({ reserves: [null], totalSupply: [null] }), 31337);
    expect(position!.flask).toBeUndefined();
    expect(position!.quote.createsPair).toBe(true);
    expect(position!.gapBips).toBeUndefined();
  });

  it('leaves out a pair whose reserves could not be read', () => {
    expect(legacyPositions(held, reads({ legacyReserves: [null] }), 31337)).toEqual([]);
  });
});
