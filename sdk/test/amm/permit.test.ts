import { encodeAbiParameters, hashTypedData, keccak256, recoverTypedDataAddress, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { lpPermitTypedData, signsLpPermit, splitPermitSignature } from '../../src/amm/permit.ts';

// Anvil's public development key #2: never holds anything real.
const owner = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const request = {
  domainName: 'FlaskSwap LPs',
  chainId: 31337,
  pair: '0x2222222222222222222222222222222222222222',
  owner: owner.address,
  spender: '0x4444444444444444444444444444444444444444',
  value: 123n * 10n ** 18n,
  nonce: 3n,
  deadline: 1_900_000_000n,
} as const;

/** The DOMAIN_SEPARATOR a V2-style LP token computes in its constructor. */
function domainSeparatorOf(name: string, pair: `0x${string}`) {
  const domainTypeHash = keccak256(
    stringToHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
  );
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [domainTypeHash, keccak256(stringToHex(name)), keccak256(stringToHex('1')), 31337n, pair],
    ),
  );
}

describe('signsLpPermit', () => {
  it('recognises an LP token whose domain separator is the one its name, version 1, chain and address give', () => {
    const domainSeparator = domainSeparatorOf('Uniswap V2', request.pair);
    expect(signsLpPermit({ domainName: 'Uniswap V2', chainId: 31337, pair: request.pair, domainSeparator })).toBe(true);
    // Another name (a token signing under a different domain) or another chain: not signable as built.
    expect(signsLpPermit({ domainName: 'Pancake LPs', chainId: 31337, pair: request.pair, domainSeparator })).toBe(
      false,
    );
    expect(signsLpPermit({ domainName: 'Uniswap V2', chainId: 56, pair: request.pair, domainSeparator })).toBe(false);
  });
});

describe('lpPermitTypedData', () => {
  it('hashes to the digest FlaskLPToken.permit checks', () => {
    const domainSeparator = domainSeparatorOf('FlaskSwap LPs', request.pair);
    const permitTypeHash = keccak256(
      stringToHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
    );
    const structHash = keccak256(
      encodeAbiParameters(
        [
          { type: 'bytes32' },
          { type: 'address' },
          { type: 'address' },
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'uint256' },
        ],
        [permitTypeHash, request.owner, request.spender, request.value, request.nonce, request.deadline],
      ),
    );
    const digest = keccak256(`0x1901${domainSeparator.slice(2)}${structHash.slice(2)}`);
    expect(hashTypedData(lpPermitTypedData(request))).toBe(digest);
  });

  it('splits a signature into v, r, s that recover the owner', async () => {
    const typedData = lpPermitTypedData(request);
    const signature = await owner.signTypedData(typedData);
    const split = splitPermitSignature(signature, request);
    expect([27, 28]).toContain(split.v);
    expect(split.value).toBe(request.value);
    const recovered = await recoverTypedDataAddress({
      ...typedData,
      signature: { r: split.r, s: split.s, v: BigInt(split.v) },
    });
    expect(recovered).toBe(owner.address);
  });

  it('turns a 0/1 recovery id into 27/28', () => {
    const r = `0x${'11'.repeat(32)}` as const;
    const s = `0x${'22'.repeat(32)}` as const;
    expect(splitPermitSignature(`${r}${s.slice(2)}00`, request).v).toBe(27);
    expect(splitPermitSignature(`${r}${s.slice(2)}01`, request).v).toBe(28);
    expect(splitPermitSignature(`${r}${s.slice(2)}1c`, request).v).toBe(28);
  });
});
