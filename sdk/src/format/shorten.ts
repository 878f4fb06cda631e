/** Shortens an address to its first and last 4 hex digits: 0x1234…abcd. */
export function shortenAddress(address: string, chars = 4): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error('Invalid address');
  return `${address.slice(0, chars + 2)}...${address.slice(-chars)}`;
}

/** Symbols longer than 20 characters show their first 4 and last 5 characters: ABCD...VWXYZ. */
export function shortenSymbol(symbol: string): string {
  return symbol.length > 20 ? `${symbol.slice(0, 4)}...${symbol.slice(-5)}` : symbol;
}
