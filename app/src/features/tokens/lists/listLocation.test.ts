import { describe, expect, it } from 'vitest';
import { isValidListLocation, listDirectoryLink, parseEnsAddress, uriToHttp } from './listLocation.ts';

describe('uriToHttp', () => {
  it('keeps https and tries http as https first', () => {
    expect(uriToHttp('https://example.org/list.json')).toEqual(['https://example.org/list.json']);
    expect(uriToHttp('http://example.org/list.json')).toEqual([
      'https://example.org/list.json',
      'http://example.org/list.json',
    ]);
  });

  it('sends ipfs and ipns to two gateways', () => {
    expect(uriToHttp('ipfs://QmHash/list.json')).toEqual([
      'https://ipfs.io/ipfs/QmHash/list.json',
      'https://dweb.link/ipfs/QmHash/list.json',
    ]);
    expect(uriToHttp('ipns://tokens.example.eth')).toEqual([
      'https://ipfs.io/ipns/tokens.example.eth',
      'https://dweb.link/ipns/tokens.example.eth',
    ]);
  });

  it('gives nothing for other protocols', () => {
    for (const uri of ['ftp://x', 'javascript:alert(1)', 'data:application/json,{}', 'example.org', '']) {
      expect(uriToHttp(uri)).toEqual([]);
    }
  });
});

describe('parseEnsAddress', () => {
  it('accepts names ending in .eth, with an optional path', () => {
    expect(parseEnsAddress('tokens.uniswap.eth')).toEqual({ ensName: 'tokens.uniswap.eth', ensPath: undefined });
    expect(parseEnsAddress('My-List.ETH')).toBeUndefined(); // the TLD must be lowercase eth
    expect(parseEnsAddress('list.eth/path/x.json')).toEqual({ ensName: 'list.eth', ensPath: '/path/x.json' });
    expect(parseEnsAddress('Tokens.eth')).toEqual({ ensName: 'tokens.eth', ensPath: undefined });
  });

  it('refuses other names', () => {
    for (const name of ['tokens.xyz', 'eth', '.eth', 'a..eth', 'https://x.eth', '-a.eth']) {
      expect(parseEnsAddress(name)).toBeUndefined();
    }
  });
});

describe('isValidListLocation', () => {
  it('accepts fetchable URLs and ENS names', () => {
    for (const input of ['https://example.org/l.json', 'http://127.0.0.1:8080/l.json', 'ipfs://Qm', 'list.eth']) {
      expect(isValidListLocation(input)).toBe(true);
    }
  });

  it('refuses the rest', () => {
    for (const input of ['', 'hello', 'https://', 'https://exa mple.org', 'file:///etc/passwd', '0x1234']) {
      expect(isValidListLocation(input)).toBe(false);
    }
  });
});

it('links the token-list directory page with the list url as query', () => {
  expect(listDirectoryLink('https://x.org/a.json?b=1')).toBe(
    'https://tokenlists.org/token-list?url=https%3A%2F%2Fx.org%2Fa.json%3Fb%3D1',
  );
});
