import { type Address, type Hex, parseSignature } from 'viem';

/** The LP token's EIP-712 domain (contracts/src/amm/FlaskLPToken.sol: name 'FlaskSwap LPs', version '1'). */
export const LP_PERMIT_DOMAIN_NAME = 'FlaskSwap LPs';
export const LP_PERMIT_DOMAIN_VERSION = '1';

export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

export interface PermitRequest {
  chainId: number;
  pair: Address;
  owner: Address;
  spender: Address;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** EIP-2612 typed data letting `spender` (the router) pull `value` LP from `owner`, for eth_signTypedData_v4. */
export function permitTypedData(request: PermitRequest) {
  return {
    domain: {
      name: LP_PERMIT_DOMAIN_NAME,
      version: LP_PERMIT_DOMAIN_VERSION,
      chainId: request.chainId,
      verifyingContract: request.pair,
    },
    types: permitTypes,
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

/** A permit signature, split as the router's *WithPermit functions take it. */
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
  signed: Pick<PermitRequest, 'pair' | 'value' | 'deadline'>,
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
