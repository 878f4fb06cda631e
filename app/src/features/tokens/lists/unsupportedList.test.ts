import { describe, expect, it } from 'vitest';
import type { TokenList } from './types.ts';
import unsupportedList from './unsupported.tokenlist.json';
import { withManifestUnsupported } from './unsupportedList.ts';

const shipped = unsupportedList as TokenList;
const blocked = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'UNSUP',
  name: 'Unsupported Test Token',
  decimals: 18,
} as const;
const listed: TokenList = {
  ...shipped,
  tokens: [
    { chainId: 56, address: '0x0000000000000000000000000000000000000001', symbol: 'OLD', name: 'Old', decimals: 8 },
  ],
};

describe('withManifestUnsupported', () => {
  it('keeps the shipped list as it is when no deployment names a token', () => {
    expect(shipped.tokens).toEqual([]);
    expect(withManifestUnsupported(shipped, [{ chainId: 31337 }, { chainId: 56, unsupportedTokens: [] }])).toBe(
      shipped,
    );
  });

  it('adds each deployment’s tokens on its own chain, after the shipped ones, keeping the list’s name and version', () => {
    const merged = withManifestUnsupported(listed, [
      { chainId: 31337, unsupportedTokens: [blocked] },
      { chainId: 97, unsupportedTokens: [{ ...blocked, symbol: 'B97' }] },
    ]);
    expect(merged.name).toBe(shipped.name);
    expect(merged.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(merged.tokens).toEqual([
      listed.tokens[0],
      { chainId: 31337, ...blocked },
      { chainId: 97, ...blocked, symbol: 'B97' },
    ]);
    expect(listed.tokens).toHaveLength(1); // the input is not changed
  });

  it('does not list an address twice on one chain, whatever its letter case', () => {
    const lower = { ...blocked, address: blocked.address.toLowerCase() as `0x${string}` };
    const merged = withManifestUnsupported({ ...shipped, tokens: [{ chainId: 31337, ...blocked }] }, [
      { chainId: 31337, unsupportedTokens: [lower, blocked] },
    ]);
    expect(merged.tokens).toHaveLength(1);
  });
});
