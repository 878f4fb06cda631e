import { SINCE_NO_HOURS, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { getAddress } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useIndexerRest } from '@/indexer';

// The indexer's top 1,000 pairs and tokens (far more than the candidates need), without their
// hours. (Number.MAX_SAFE_INTEGER here failed the index's 32-bit period query: every answer was a 500.)
const PAIRS_PATH = `/amm/pairs?since=${SINCE_NO_HOURS}`;
const TOKENS_PATH = `/amm/tokens?since=${SINCE_NO_HOURS}`;

interface PairsAnswer {
  pairs: { token0: string; token1: string }[];
}
interface TokensAnswer {
  tokens: { address: string; symbol: string; name: string; decimals: number }[];
}

/**
 * The token couples FlaskSwap has pairs of, from the indexer: the legacy pairs of the same tokens
 * are candidates too, even where neither token is a base token. Empty without an indexer.
 */
export function useIndexedCouples(): (readonly [Token, Token])[] {
  const { chain } = useActiveChain();
  const { data: pairs } = useIndexerRest<PairsAnswer>('migration-pairs', PAIRS_PATH);
  const { data: tokenList } = useIndexerRest<TokensAnswer>('migration-tokens', TOKENS_PATH);
  return useMemo(() => {
    if (!pairs || !tokenList) return [];
    const tokens = new Map(
      tokenList.tokens.map((item) => {
        const address = getAddress(item.address);
        const token = new Token({
          chainId: chain.id,
          address,
          decimals: item.decimals,
          symbol: item.symbol,
          name: item.name,
        });
        return [address, token] as const;
      }),
    );
    return pairs.pairs.flatMap((pair) => {
      const a = tokens.get(getAddress(pair.token0));
      const b = tokens.get(getAddress(pair.token1));
      return a && b ? [[a, b] as const] : [];
    });
  }, [pairs, tokenList, chain.id]);
}
