/** Route rules of the liquidity screens (SPEC.md section 2 "Routes"). */
const CURRENCY_ID = '(0x[a-fA-F0-9]{40}|BNB)';
const OLD_ADD_PATH = new RegExp(`^${CURRENCY_ID}-${CURRENCY_ID}$`);
const OLD_REMOVE_PATH = /^(0x[a-fA-F0-9]{40})-(0x[a-fA-F0-9]{40})$/;

/**
 * Where an add/create URL should go instead, or undefined to stay: 'A-B' in the first segment
 * becomes /add/A/B, and the same currency twice becomes /add/A.
 */
export function addLiquidityRedirect(currencyIdA?: string, currencyIdB?: string): string | undefined {
  if (currencyIdA && !currencyIdB) {
    const match = OLD_ADD_PATH.exec(currencyIdA);
    if (match) return `/add/${match[1]}/${match[2]}`;
  }
  if (currencyIdA && currencyIdB && currencyIdA.toLowerCase() === currencyIdB.toLowerCase()) {
    return `/add/${currencyIdA}`;
  }
  return undefined;
}

/** /remove/{a}-{b} becomes /remove/{a}/{b}; anything else malformed goes to /pool. */
export function removeLiquidityRedirect(tokens: string | undefined): string {
  const match = tokens ? OLD_REMOVE_PATH.exec(tokens) : null;
  return match ? `/remove/${match[1]}/${match[2]}` : '/pool';
}
