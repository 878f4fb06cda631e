// The info search route against the chain: which tokens and pairs each text should find, from
// the tokens' own symbol() and name() and the replayed pairs.
import type { TestDevnet } from '@flaskswap/devnet';
import { type Address, erc20Abi, type Hex } from 'viem';
import { expect } from 'vitest';
import type { ChainModel } from './chainModel.ts';
import { getJson } from './lotteryChain.ts';

interface SearchJson {
  tokens: { address: Hex; symbol: string }[];
  pairs: { address: Hex; token0: Hex; token1: Hex; symbol0: string; symbol1: string }[];
}

const sorted = (addresses: Iterable<string>) => [...addresses].sort();

/** Checks /amm/search for a symbol in another case, a pair name, an address, nonsense and bad input. */
export async function expectSearchMatchesChain(devnet: TestDevnet, url: string, model: ChainModel) {
  const texts = new Map<Hex, string>();
  const symbols = new Map<Hex, string>();
  for (const address of model.tokens.keys()) {
    const read = (functionName: 'symbol' | 'name') =>
      devnet.client.readContract({ address: address as Address, abi: erc20Abi, functionName });
    const [symbol, name] = await Promise.all([read('symbol'), read('name')]);
    symbols.set(address, symbol);
    texts.set(address, `${symbol}\n${name}`.toLowerCase());
  }
  const matching = (word: string) => new Set([...texts].filter(([, text]) => text.includes(word)).map(([a]) => a));
  const search = async (q: string) => {
    const { status, body } = await getJson<SearchJson>(url, `/amm/search?first=50&q=${encodeURIComponent(q)}`);
    expect(status, `/amm/search?q=${q}`).toBe(200);
    return body;
  };

  const flask = matching('flask');
  expect(flask.size).toBeGreaterThan(0);
  const found = await search('fLaSk');
  expect(sorted(found.tokens.map((token) => token.address))).toEqual(sorted(flask));
  const withFlask = [...model.pairs].filter(([, pair]) => flask.has(pair.token0) || flask.has(pair.token1));
  expect(sorted(found.pairs.map((pair) => pair.address))).toEqual(sorted(withFlask.map(([address]) => address)));
  for (const pair of found.pairs)
    expect([pair.symbol0, pair.symbol1]).toEqual([symbols.get(pair.token0), symbols.get(pair.token1)]);

  // A pair name: each word in one of the two tokens.
  const bnb = matching('bnb');
  const flaskBnb = await search('FLASK/BNB');
  const expectedPairs = withFlask.filter(
    ([, pair]) => (flask.has(pair.token0) && bnb.has(pair.token1)) || (bnb.has(pair.token0) && flask.has(pair.token1)),
  );
  expect(expectedPairs.length).toBeGreaterThan(0);
  expect(sorted(flaskBnb.pairs.map((pair) => pair.address))).toEqual(sorted(expectedPairs.map(([address]) => address)));

  // An address in upper case: that token, and every pair it is in.
  const [address] = flask;
  const byAddress = await search(address!.toUpperCase().replace('0X', '0x'));
  expect(byAddress.tokens.map((token) => token.address)).toEqual([address]);
  expect(sorted(byAddress.pairs.map((pair) => pair.address))).toEqual(sorted(withFlask.map(([a]) => a)));

  expect(await search('no token is called this%')).toEqual({ tokens: [], pairs: [] });
  expect((await getJson(url, '/amm/search?q=%20')).status).toBe(400);
  expect((await getJson(url, `/amm/search?q=${'x'.repeat(101)}`)).status).toBe(400);
}
