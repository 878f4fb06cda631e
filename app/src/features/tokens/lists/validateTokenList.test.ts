import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import defaultList from './flaskswap-default.tokenlist.json';
import unsupportedList from './unsupported.tokenlist.json';
import { validateTokenList } from './validateTokenList.ts';

const validList = {
  name: 'Test List',
  timestamp: '2026-11-22T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 3 },
  tokens: [
    {
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'Test Token',
      symbol: 'TEST',
      decimals: 18,
      logoURI: 'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
    },
  ],
};

describe('validateTokenList', () => {
  it('accepts a list that follows the token-list schema', async () => {
    await expect(validateTokenList(validList)).resolves.toEqual(validList);
  });

  it('refuses a list missing required fields, naming what is wrong', async () => {
    const { version: _version, ...noVersion } = validList;
    await expect(validateTokenList(noVersion)).rejects.toThrow(/^Token list failed validation: .*version/);
  });

  it('refuses bad token entries: address, decimals, symbol with spaces, script logo', async () => {
    const bad = (patch: Record<string, unknown>) => ({ ...validList, tokens: [{ ...validList.tokens[0], ...patch }] });
    for (const patch of [
      { address: '0x1234' },
      { decimals: 300 },
      { symbol: 'TWO WORDS' },
      { name: 'x'.repeat(61) },
      { logoURI: 'not a uri' },
    ]) {
      await expect(validateTokenList(bad(patch))).rejects.toThrow('Token list failed validation: ');
    }
  });

  it('refuses things that are not lists at all', async () => {
    for (const json of [null, 'list', 42, [], { tokens: 'x' }]) {
      await expect(validateTokenList(json)).rejects.toThrow('Token list failed validation: ');
    }
  });

  it("refuses the same chain and address twice with 'Duplicate tokens'", async () => {
    const duplicate = {
      ...validList,
      tokens: [validList.tokens[0], { ...validList.tokens[0], address: validList.tokens[0]!.address.toLowerCase() }],
    };
    await expect(validateTokenList(duplicate)).rejects.toThrow('Duplicate tokens');
  });
});

describe('the built-in lists', () => {
  it('chain 56 default list: 27 tokens, version 3.0.0, valid and checksummed', async () => {
    const list = await validateTokenList(defaultList);
    expect(list.tokens).toHaveLength(27);
    expect(list.version).toEqual({ major: 3, minor: 0, patch: 0 });
    for (const token of list.tokens) {
      expect(token.chainId).toBe(56);
      expect(getAddress(token.address)).toBe(token.address);
    }
    expect(list.tokens.find((token) => token.symbol === 'DOGE')?.decimals).toBe(8);
    expect(list.tokens.find((token) => token.symbol === 'TRX')?.decimals).toBe(6);
  });

  it("the 'unsupported' list is version 1.0.0 with no tokens", () => {
    expect(unsupportedList.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(unsupportedList.tokens).toEqual([]);
  });
});
