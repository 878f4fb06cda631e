// Shared fixtures: tokens on BSC with made-up addresses, pairs from plain numbers, arbitraries.
import fc from 'fast-check';
import { CurrencyAmount, NativeCurrency, Pair, Token } from '../src/index.ts';

export function testAddress(n: number): string {
  return `0x${(0x1000 + n * 7919).toString(16).padStart(40, '0')}`;
}

export function testToken(n: number, decimals = 18, chainId = 56): Token {
  return new Token({ chainId, address: testAddress(n), decimals, symbol: `T${n}`, name: `Token ${n}` });
}

export const WBNB = new Token({
  chainId: 56,
  address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  decimals: 18,
  symbol: 'WBNB',
  name: 'Wrapped BNB',
});
export const BNB = new NativeCurrency({ wrapped: WBNB });

export function amount(token: Token, raw: bigint | number): CurrencyAmount<Token> {
  return CurrencyAmount.fromRaw(token, BigInt(raw));
}

export function pair(tokenA: Token, reserveA: bigint | number, tokenB: Token, reserveB: bigint | number): Pair {
  return new Pair(amount(tokenA, reserveA), amount(tokenB, reserveB));
}

/** Reserves from 1000 wei to 10^30 (a trillion tokens of 18 decimals). */
export const reserveArb = fc.bigInt({ min: 1000n, max: 10n ** 30n });
/** Amounts from 1 wei to 10^27. */
export const amountArb = fc.bigInt({ min: 1n, max: 10n ** 27n });

/** A random set of pairs over `tokenCount` tokens (token i is testToken(i)), each pair at most once. */
export function pairSetArb(tokenCount: number, maxPairs: number) {
  const tokens = Array.from({ length: tokenCount }, (_, i) => testToken(i));
  const combos: [number, number][] = [];
  for (let i = 0; i < tokenCount; i++) for (let j = i + 1; j < tokenCount; j++) combos.push([i, j]);
  return fc
    .uniqueArray(fc.integer({ min: 0, max: combos.length - 1 }), { minLength: 1, maxLength: maxPairs })
    .chain((indexes) =>
      fc.tuple(...indexes.map(() => fc.tuple(reserveArb, reserveArb))).map((reserves) =>
        indexes.map((comboIndex, k) => {
          const [i, j] = combos[comboIndex]!;
          const [r0, r1] = reserves[k]!;
          return pair(tokens[i]!, r0, tokens[j]!, r1);
        }),
      ),
    )
    .map((pairs) => ({ tokens, pairs }));
}
