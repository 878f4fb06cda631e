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

const same = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/**
 * Where picking `picked` for side A or B of the add-liquidity page goes (SPEC.md section 2): the
 * route follows the pick, and picking the other side's currency swaps the two.
 */
export function addLiquidityPathOnPick(params: {
  base: '/add' | '/create';
  currencyIdA: string | undefined;
  currencyIdB: string | undefined;
  side: 'A' | 'B';
  picked: string;
}): string {
  const { base, currencyIdA, currencyIdB, side, picked } = params;
  const path = (...ids: (string | undefined)[]) => [base, ...ids.filter(Boolean)].join('/');
  if (side === 'A') {
    if (same(picked, currencyIdB)) return path(currencyIdB, currencyIdA);
    return path(picked, currencyIdB);
  }
  if (same(picked, currencyIdA)) return currencyIdB ? path(currencyIdB, picked) : path(picked);
  return path(currencyIdA ?? 'BNB', picked);
}

/**
 * The remove route of the same pair with the wrapped coin swapped: BNB segments become the WBNB
 * address ('Receive WBNB'), or WBNB becomes BNB ('Receive BNB'). undefined when neither side is
 * BNB or WBNB.
 */
export function removeLiquidityOtherCoinPath(
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  wrappedAddress: string,
): { path: string; receive: 'BNB' | 'WBNB' } | undefined {
  const ids = [currencyIdA ?? '', currencyIdB ?? ''];
  const isNative = (id: string) => id.toUpperCase() === 'BNB';
  const isWrapped = (id: string) => id.toLowerCase() === wrappedAddress.toLowerCase();
  if (ids.some(isNative)) {
    return { path: `/remove/${ids.map((id) => (isNative(id) ? wrappedAddress : id)).join('/')}`, receive: 'WBNB' };
  }
  if (ids.some(isWrapped)) {
    return { path: `/remove/${ids.map((id) => (isWrapped(id) ? 'BNB' : id)).join('/')}`, receive: 'BNB' };
  }
  return undefined;
}
