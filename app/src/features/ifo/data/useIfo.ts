import type { ManifestIfoSale } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { ifoSection } from '@/chain/ifoSection.ts';
import { useChainReads } from '@/chain/reads.ts';
import { useProfileDeployment } from '@/profile';
import type { IfoAccount, IfoSale } from '../logic/types.ts';
import { decodeAccount, decodeSales, ifoReadCalls } from './ifoReads.ts';

const NO_SALES: readonly ManifestIfoSale[] = [];

export interface IfoState {
  /** 'missing': the chain's manifest lists no sales. */
  status: 'missing' | 'loading' | 'ready' | 'error';
  /** Every sale whose reads answered, in manifest order (newest first). */
  sales: IfoSale[];
  /** The manifest marks a sale active. */
  hasActiveSale: boolean;
  /** The manifest's active sale, once read. */
  activeSale: IfoSale | undefined;
  /** Undefined without a wallet or until the account's reads arrived. */
  account: IfoAccount | undefined;
  /** The block the answers were read at. */
  currentBlock: bigint | undefined;
  /** When they were read (Date.now()): an approval confirmed later makes the allowance stale. */
  readAt: number;
}

/** Both IFO pages' data: every sale of the manifest's `ifo` section and the account, in ONE multicall per tick. */
export function useIfo(): IfoState {
  const { chain } = useActiveChain();
  const profile = useProfileDeployment()?.profile;
  const { address } = useConnection();
  const configs = ifoSection(chain.id)?.sales ?? NO_SALES;
  const activeConfig = configs.find((sale) => sale.isActive);
  const calls = useMemo(
    () =>
      configs.length > 0
        ? ifoReadCalls({ sales: configs, activeSale: activeConfig, profile, account: address })
        : undefined,
    [configs, activeConfig, profile, address],
  );
  const { data, isError, isPlaceholderData, blockNumber, dataUpdatedAt } = useChainReads(calls, {
    keepPreviousData: true,
  });

  const sales = useMemo(() => (data ? decodeSales(data, configs) : []), [data, configs]);
  // A previous answer kept on screen may belong to another account.
  const account = useMemo(
    () => (data && address && !isPlaceholderData ? decodeAccount(data, configs, address) : undefined),
    [data, configs, address, isPlaceholderData],
  );
  const activeSale = sales.find((sale) => sale.config.isActive);
  const status = configs.length === 0 ? 'missing' : data ? 'ready' : isError ? 'error' : 'loading';
  return {
    status,
    hasActiveSale: activeConfig !== undefined,
    sales,
    activeSale,
    account,
    currentBlock: blockNumber,
    readAt: dataUpdatedAt,
  };
}
