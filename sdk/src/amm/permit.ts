import { type Address, type Hex, hashDomain, parseSignature } from 'viem';

/** EIP-2612's Permit, as every Uniswap-V2-style LP token (FlaskSwap's, PancakeSwap's, Uniswap's) signs it. */
export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** The version every V2-style LP token puts in its EIP-712 domain. */
export const LP_PERMIT_DOMAIN_VERSION = '1';

export interface LpPermitRequest {
  /** The LP token's EIP-712 domain name: its `name()` ('FlaskSwap LPs', 'Pancake LPs', 'Uniswap V2'). */
  domainName: string;
  chainId: number;
  pair: Address;
  owner: Address;
  spender: Address;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
}

function lpPermitDomain(domainName: string, chainId: number, pair: Address) {
  return { name: domainName, version: LP_PERMIT_DOMAIN_VERSION, chainId, verifyingContract: pair } as const;
}

/** EIP-2612 typed data letting `spender` pull `value` LP from `owner`, for eth_signTypedData_v4. */
export function lpPermitTypedData(request: LpPermitRequest) {
  return {
    domain: lpPermitDomain(request.domainName, request.chainId, request.pair),
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: {
      owner: request.owner,
      spender: request.spender,
      value: request.value,
      nonce: request.nonce,
      deadline: request.deadline,
    },
  } as const;
}

/** The DOMAIN_SEPARATOR() an LP token with this EIP-712 name has at `pair` on `chainId`. */
export function lpPermitDomainSeparator(domainName: string, chainId: number, pair: Address): Hex {
  const domain = lpPermitDomain(domainName, chainId, pair);
  return hashDomain({
    domain: { ...domain, chainId: BigInt(domain.chainId) },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  });
}

/**
 * Whether an LP token's permit can be signed as lpPermitTypedData builds it: its DOMAIN_SEPARATOR()
 * must be the one its name, version '1', the chain and its address give.
 */
export function signsLpPermit(params: {
  domainName: string;
  chainId: number;
  pair: Address;
  domainSeparator: Hex;
}): boolean {
  const expected = lpPermitDomainSeparator(params.domainName, params.chainId, params.pair);
  return expected.toLowerCase() === params.domainSeparator.toLowerCase();
}

/** A permit signature, split as the *WithPermit functions take it. */
export interface PermitSignature {
  v: number;
  r: Hex;
  s: Hex;
  /** What the signature approves: a different amount, pair or deadline needs a new one. */
  pair: Address;
  value: bigint;
  deadline: bigint;
}

export function splitPermitSignature(
  signature: Hex,
  signed: Pick<LpPermitRequest, 'pair' | 'value' | 'deadline'>,
): PermitSignature {
  const { r, s, v, yParity } = parseSignature(signature);
  // Some wallets answer with v 0/1 (yParity); ecrecover needs 27/28.
  const recovery = v !== undefined ? Number(v) : yParity + 27;
  return {
    v: recovery < 27 ? recovery + 27 : recovery,
    r,
    s,
    pair: signed.pair,
    value: signed.value,
    deadline: signed.deadline,
  };
}
