import { SINCE_NO_HOURS } from '@flaskswap/sdk';
import { useDeployment } from '@/chain/activeChain.ts';
import { useIndexerRest } from '@/indexer/useIndexer.ts';

/**
 * FLASK's USD price for the page title, from the indexer's token row: undefined while unknown or
 * with the indexer down (the title then has no price). Not the yield read: it would put every
 * farm, pool and vault read, and their code, into every page's first load for one figure.
 */
export function useFlaskTitlePrice(): number | undefined {
  const flask = useDeployment()?.tokens.FLASK;
  const { data } = useIndexerRest<{ token: { priceUsd: number } | null }>(
    'title-price',
    flask ? `/amm/tokens/${flask}?since=${SINCE_NO_HOURS}` : undefined,
  );
  const price = data?.token?.priceUsd;
  return price !== undefined && Number.isFinite(price) && price > 0 ? price : undefined;
}
