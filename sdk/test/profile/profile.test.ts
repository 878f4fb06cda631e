import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  ipfsToGatewayUrl,
  isValidUsername,
  PROFILE_FEES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE,
  usernameError,
  usernameMessage,
} from '../../src/index.ts';

describe('username rule', () => {
  it('accepts 3 to 15 ASCII letters and digits', () => {
    for (const name of ['abc', 'Alice', 'bob42', '123', 'A'.repeat(USERNAME_MAX_LENGTH)]) {
      expect(isValidUsername(name)).toBe(true);
      expect(usernameError(name)).toBeUndefined();
    }
  });

  it('refuses short, long, spaces, symbols and non-ASCII letters with the rule text', () => {
    const bad = [
      '',
      'ab',
      'a'.repeat(USERNAME_MAX_LENGTH + 1),
      'al ice',
      ' alice',
      'alice\n',
      'al_ice',
      'al-ice',
      'alice!',
      '<b>x</b>',
      'ålice',
      'аlice', // Cyrillic а
      'Ａlice', // full-width A
      'alice😀',
    ];
    for (const name of bad) {
      expect(isValidUsername(name), name).toBe(false);
      expect(usernameError(name)).toBe(USERNAME_RULE);
    }
    expect(USERNAME_RULE).toContain(`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters and numbers`);
    expect(USERNAME_RULE).toContain('no spaces or special characters');
  });
});

describe('usernameMessage', () => {
  const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
  const claim = { address: account.address, username: 'Alice', issuedAt: '2026-11-24T14:00:00.000Z', chainId: 31337 };

  it('names FlaskSwap, the address, the username, the chain and the time', () => {
    const text = usernameMessage(claim);
    expect(text).toContain('FlaskSwap');
    expect(text).toContain(`Address: ${account.address}`);
    expect(text).toContain('Username: Alice');
    expect(text).toContain('Chain ID: 31337');
    expect(text).toContain('Issued at: 2026-11-24T14:00:00.000Z');
  });

  it('gives the same text for a lowercase address and refuses a bad one', () => {
    expect(usernameMessage({ ...claim, address: account.address.toLowerCase() })).toBe(usernameMessage(claim));
    expect(() => usernameMessage({ ...claim, address: '0x1234' })).toThrow();
  });

  it('changes with every field, so a signature covers all of them', () => {
    const base = usernameMessage(claim);
    expect(usernameMessage({ ...claim, username: 'alice' })).not.toBe(base);
    expect(usernameMessage({ ...claim, chainId: 56 })).not.toBe(base);
    expect(usernameMessage({ ...claim, issuedAt: '2026-11-24T14:00:01.000Z' })).not.toBe(base);
  });

  it('recovers the signer from a personal_sign signature', async () => {
    const message = usernameMessage(claim);
    const signature = await account.signMessage({ message });
    expect(await recoverMessageAddress({ message, signature })).toBe(account.address);
  });
});

describe('ipfsToGatewayUrl', () => {
  const cid = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';

  it('rewrites ipfs links to the gateway, with or without a path', () => {
    expect(ipfsToGatewayUrl(`ipfs://${cid}`, 'http://127.0.0.1:8787/ipfs')).toBe(`http://127.0.0.1:8787/ipfs/${cid}`);
    expect(ipfsToGatewayUrl(`ipfs://${cid}/meta/1.json`, 'https://ipfs.io/ipfs/')).toBe(
      `https://ipfs.io/ipfs/${cid}/meta/1.json`,
    );
    expect(ipfsToGatewayUrl(`ipfs://ipfs/${cid}`, 'https://ipfs.io/ipfs')).toBe(`https://ipfs.io/ipfs/${cid}`);
  });

  it('passes http(s) through', () => {
    expect(ipfsToGatewayUrl('https://example.com/a.png', 'https://ipfs.io/ipfs')).toBe('https://example.com/a.png');
    expect(ipfsToGatewayUrl('http://127.0.0.1/a.json', 'https://ipfs.io/ipfs')).toBe('http://127.0.0.1/a.json');
  });

  it('refuses everything else', () => {
    for (const uri of [
      '',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'ipfs://',
      `ipfs://${cid}/../../api/users`,
      `ipfs://${cid}/a/./b`,
      `ipfs://${cid}?x=1`,
      'ipfs://bad cid',
      'ipns://example.eth',
      'https://',
      '/relative/path',
    ]) {
      expect(ipfsToGatewayUrl(uri, 'https://ipfs.io/ipfs'), uri).toBeNull();
    }
  });
});

describe('PROFILE_FEES', () => {
  it('starter plus registration is the spec total of 10 FLASK', () => {
    expect(PROFILE_FEES.starter + PROFILE_FEES.register).toBe(10n * 10n ** 18n);
  });
});
