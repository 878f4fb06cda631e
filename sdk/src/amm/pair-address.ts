import { type Address, encodePacked, getCreate2Address, type Hex, keccak256 } from 'viem';
import { validateAddress } from './currency.ts';

/** The pair's tokens in the factory's order: the lower address first. */
export function sortTokenAddresses(tokenA: string, tokenB: string): [Address, Address] {
  const a = validateAddress(tokenA);
  const b = validateAddress(tokenB);
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA === lowerB) throw new Error('Identical token addresses');
  return lowerA < lowerB ? [a, b] : [b, a];
}

/**
 * Where the factory deploys the pair of two tokens: CREATE2 from the factory with salt
 * keccak256(token0 ‖ token1) and the hash of the pair's creation code. The hash belongs to
 * the deployed contracts, so it comes with the chain config rather than from this file.
 */
export function computePairAddress(params: {
  factory: Address;
  initCodeHash: Hex;
  tokenA: string;
  tokenB: string;
}): Address {
  const [token0, token1] = sortTokenAddresses(params.tokenA, params.tokenB);
  return getCreate2Address({
    from: params.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: params.initCodeHash,
  });
}
