import { describe, expect, it } from 'vitest';
import { contenthashToUri } from './contenthash.ts';

describe('contenthashToUri', () => {
  it('decodes an ipfs contenthash to a base32 CIDv1', () => {
    // EIP-1577's example: ipfs-ns, CIDv1 dag-pb, sha2-256 digest (QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4 as v0).
    expect(contenthashToUri('0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f')).toBe(
      'ipfs://bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4',
    );
  });

  it('decodes an ipns DNSLink name stored as an identity hash', () => {
    const name = new TextEncoder().encode('app.example.com');
    const hex = [0xe5, 0x01, 0x01, 0x72, 0x00, name.length, ...name]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(contenthashToUri(`0x${hex}`)).toBe('ipns://app.example.com');
  });

  it('names the problem for other codecs and malformed hex', () => {
    expect(() => contenthashToUri('0xe40101')).toThrow('Unrecognized codec'); // swarm
    expect(() => contenthashToUri('0xe30')).toThrow('hex must have length that is multiple of 2');
    expect(() => contenthashToUri('0xzz')).toThrow('Invalid hex');
  });
});
