import { encodeAbiParameters, hashTypedData, keccak256, recoverTypedDataAddress, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { permitTypedData, splitPermitSignature } from './permitTypedData.ts';

// Anvil's public development key #2: never holds anything real.
const owner = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const request = {
  chainId: 31337,
  pair: '0x2222222222222222222222222222222222222222',
  owner: owner.address,
  spender: '0x4444444444444444444444444444444444444444',
  value: 123n * 10n ** 18n,
  nonce: 3n,
  deadline: 1_900_000_000n,
} as const;

describe('permitTypedData', () => {
  it('hashes to the digest FlaskLPToken.permit checks', () => {
    const domainTypeHash = keccak256(
      stringToHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
    );
    const domainSeparator = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
        [domainTypeHash, keccak256(stringToHex('FlaskSwap LPs')), keccak256(stringToHex('1')), 31337n, request.pair],
      ),
    );
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
    expect(hashTypedData(permitTypedData(request))).toBe(digest);
  });

  it('splits a signature into v, r, s that recover the owner', async () => {
    const typedData = permitTypedData(request);
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
