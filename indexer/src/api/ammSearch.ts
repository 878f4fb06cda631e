// /amm/search (docs/indexer.md): the info pages' search over tokens and pairs. A token matches
// when its symbol or name contains the text (any letter case) or it is the address typed; a pair
// when each word typed is in one of its two tokens, or the address is the pair's or one of its
// tokens'. Each list is the deepest first (TVL), at most `first` rows.
import { db } from 'ponder:api';
import { pair, token } from 'ponder:schema';
import { containsPattern, INFO_SEARCH_MAX_LENGTH, infoSearchTerms } from '@flaskswap/sdk';
import { ammSearchRequest, checkWith } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { and, desc, eq, ilike, inArray, or } from 'ponder';
import type { Hex } from 'viem';

const tokenMatches = (text: string) =>
  or(ilike(token.symbol, containsPattern(text)), ilike(token.name, containsPattern(text)));

type Condition = NonNullable<ReturnType<typeof or>>;

/** One pair side or the other is among `tokens`. */
const pairHasOneOf = (tokens: Hex[]) => or(inArray(pair.token0, tokens), inArray(pair.token1, tokens));

/** Pairs whose two tokens hold every word between them; none when a word matches no token. */
async function pairsCondition(words: string[]): Promise<Condition | undefined> {
  const conditions: Condition[] = [];
  for (const word of words) {
    const rows = await db.select({ address: token.address }).from(token).where(tokenMatches(word));
    if (rows.length === 0) return undefined;
    conditions.push(pairHasOneOf(rows.map((row) => row.address))!);
  }
  return and(...conditions);
}

export const ammSearchRoutes = new Hono();

ammSearchRoutes.get('/search', async (c) => {
  const raw = c.req.query('q') ?? '';
  const terms = infoSearchTerms(raw);
  if (!terms || raw.length > INFO_SEARCH_MAX_LENGTH) {
    return c.json({ error: `q must be 1 to ${INFO_SEARCH_MAX_LENGTH} characters, got ${raw.length}` }, 400);
  }
  const params = checkWith(ammSearchRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);

  const tokenWhere = terms.kind === 'address' ? eq(token.address, terms.address) : tokenMatches(terms.text);
  const pairWhere =
    terms.kind === 'address'
      ? or(eq(pair.address, terms.address), pairHasOneOf([terms.address]))
      : await pairsCondition(terms.words);
  const tokens = await db
    .select({
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      priceUsd: token.priceUsd,
      tvlUsd: token.tvlUsd,
    })
    .from(token)
    .where(tokenWhere)
    .orderBy(desc(token.tvlUsd), token.address)
    .limit(params.value.first);
  const pairs = pairWhere
    ? await db
        .select({ address: pair.address, token0: pair.token0, token1: pair.token1, tvlUsd: pair.tvlUsd })
        .from(pair)
        .where(pairWhere)
        .orderBy(desc(pair.tvlUsd), pair.address)
        .limit(params.value.first)
    : [];
  const sides = [...new Set(pairs.flatMap((row) => [row.token0, row.token1]))];
  const symbolRows = sides.length
    ? await db.select({ address: token.address, symbol: token.symbol }).from(token).where(inArray(token.address, sides))
    : [];
  const symbols = new Map(symbolRows.map((row) => [row.address, row.symbol]));
  return c.json({
    tokens,
    pairs: pairs.map((row) => ({
      ...row,
      symbol0: symbols.get(row.token0) ?? '',
      symbol1: symbols.get(row.token1) ?? '',
    })),
  });
});
