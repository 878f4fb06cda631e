import { type Address, getAddress } from 'viem';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Checksums an address; SPEC.md §5 names the message for anything that is not 0x + 40 hex. */
export function validateAddress(address: string): Address {
  if (!ADDRESS_PATTERN.test(address)) throw new Error("Invalid 'address' parameter");
  return getAddress(address);
}

/** chainId:address → a small number, the same for every Token instance of that address. */
const tokenKeys = new Map<string, number>();

function tokenKeyOf(chainId: number, address: Address): number {
  const id = `${chainId}:${address}`;
  let key = tokenKeys.get(id);
  if (key === undefined) {
    key = tokenKeys.size;
    tokenKeys.set(id, key);
  }
  return key;
}

export interface TokenParams {
  chainId: number;
  address: string;
  decimals: number;
  symbol?: string | undefined;
  name?: string | undefined;
}

/** An ERC-20 token on one chain. The address is stored checksummed, so `===` compares it. */
export class Token {
  readonly isNative = false as const;
  readonly isToken = true as const;
  readonly chainId: number;
  readonly address: Address;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  /**
   * A process-wide number for this chain and address (equal tokens have equal keys), so the route
   * search can index tokens with array lookups instead of hashing address strings.
   */
  readonly key: number;

  constructor(params: TokenParams) {
    if (!Number.isInteger(params.decimals) || params.decimals < 0 || params.decimals > 255) {
      throw new Error('Token decimals must be an integer from 0 to 255');
    }
    this.chainId = params.chainId;
    this.address = validateAddress(params.address);
    this.decimals = params.decimals;
    // SPEC.md §5: tokens without readable metadata still need something to show.
    this.symbol = params.symbol || 'UNKNOWN';
    this.name = params.name || 'Unknown Token';
    this.key = tokenKeyOf(this.chainId, this.address);
  }

  get wrapped(): Token {
    return this;
  }

  equals(other: Currency): boolean {
    return other.isToken && other.key === this.key;
  }

  /** Pair order as the factory sorts it: the lower address is token0. */
  sortsBefore(other: Token): boolean {
    if (other.chainId !== this.chainId) throw new Error('Tokens are on different chains');
    if (other.address === this.address) throw new Error('Identical token addresses');
    return this.address.toLowerCase() < other.address.toLowerCase();
  }
}

/** The chain's coin (BNB), which the router handles through its wrapped token (WBNB). */
export class NativeCurrency {
  readonly isNative = true as const;
  readonly isToken = false as const;
  readonly chainId: number;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  readonly wrapped: Token;

  constructor(params: { wrapped: Token; symbol?: string; name?: string; decimals?: number }) {
    this.wrapped = params.wrapped;
    this.chainId = params.wrapped.chainId;
    this.decimals = params.decimals ?? 18;
    this.symbol = params.symbol ?? 'BNB';
    this.name = params.name ?? 'BNB';
  }

  equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }
}

export type Currency = Token | NativeCurrency;

/** What URLs and persisted state use for a currency: 'BNB' for the coin, else the address. */
export function currencyId(currency: Currency): string {
  if (currency instanceof NativeCurrency) return currency.symbol;
  if (currency instanceof Token) return currency.address;
  throw new Error('invalid currency');
}
