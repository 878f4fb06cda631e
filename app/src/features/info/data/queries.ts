// GraphQL against the indexer's schema (indexer/schema/amm.ts). Ponder names list queries by
// the table's plural (pairHourDatas…), takes at most 1,000 rows, and sends BigInt as strings.

/** The indexed chain time: the windows of charts and 24h figures are counted from it. */
export const INDEXED_TIME_QUERY = '{ _meta { status } }';

const TOKEN_FIELDS = 'address symbol name decimals priceUsd tvlUsd volumeUsd feesUsd txCount';
const PAIR_FIELDS = 'address token0 token1 reserve0 reserve1 token0Price token1Price tvlUsd volumeUsd feesUsd txCount';
const HOUR_FIELDS = 'periodStart open close volumeUsd feesUsd txCount';

export const TOKENS_QUERY = `query InfoTokens($since: Int!) {
  tokens(orderBy: "tvlUsd", orderDirection: "desc", limit: 1000) { items { ${TOKEN_FIELDS} } }
  tokenHourDatas(where: { periodStart_gte: $since }, limit: 1000) { items { token ${HOUR_FIELDS} } }
}`;

export const PAIRS_QUERY = `query InfoPairs($since: Int!) {
  pairs(orderBy: "tvlUsd", orderDirection: "desc", limit: 1000) { items { ${PAIR_FIELDS} } }
  pairHourDatas(where: { periodStart_gte: $since }, limit: 1000) { items { pair ${HOUR_FIELDS} } }
}`;

export const PROTOCOL_QUERY = `query InfoProtocol {
  protocol(id: 1) { tvlUsd volumeUsd feesUsd txCount pairCount }
  protocolDayDatas(orderBy: "periodStart", orderDirection: "desc", limit: 1000) {
    items { periodStart tvlUsd volumeUsd feesUsd txCount }
  }
}`;

const TRANSACTION_FIELDS =
  'id kind pair token0 token1 account amount0In amount1In amount0Out amount1Out amountUsd timestamp txHash';

export const TRANSACTIONS_QUERY = `query InfoTransactions($where: ammTransactionFilter, $limit: Int!) {
  ammTransactions(where: $where, orderBy: "timestamp", orderDirection: "desc", limit: $limit) {
    items { ${TRANSACTION_FIELDS} }
  }
}`;

export const TOKEN_QUERY = `query InfoToken($address: String!, $since: Int!) {
  token(address: $address) { ${TOKEN_FIELDS} }
  tokenHourDatas(where: { token: $address, periodStart_gte: $since }, limit: 1000) { items { ${HOUR_FIELDS} } }
}`;

export const PAIR_QUERY = `query InfoPair($address: String!, $since: Int!) {
  pair(address: $address) { ${PAIR_FIELDS} }
  pairHourDatas(where: { pair: $address, periodStart_gte: $since }, limit: 1000) { items { ${HOUR_FIELDS} } }
}`;

const CANDLE_FIELDS = 'periodStart open high low close tvlUsd volumeUsd';

/** Candles of one pair or token; `table` is one of the four candle tables' list names. */
export function candlesQuery(table: 'pairHourDatas' | 'pairDayDatas' | 'tokenHourDatas' | 'tokenDayDatas'): string {
  const key = table.startsWith('pair') ? 'pair' : 'token';
  const usd = key === 'pair' ? ' openUsd highUsd lowUsd closeUsd' : '';
  return `query InfoCandles($address: String!, $since: Int!) {
  ${table}(where: { ${key}: $address, periodStart_gte: $since }, orderBy: "periodStart", orderDirection: "asc", limit: 1000) {
    items { ${CANDLE_FIELDS}${usd} }
  }
}`;
}
