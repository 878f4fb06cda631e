import { withGasMargin } from '@flaskswap/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Abi, Hex, TransactionReceipt } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainClient } from '@/chain/client.ts';
import { loadWalletConfig, useConnection } from '@/chain/connection.ts';
import { isChainStateQuery } from '@/chain/reads.ts';
import { msg } from '@/i18n/message.ts';
import { useAppStore } from '@/state/store.ts';
import { MissingInputError, TransactionError, toTransactionError } from './errors.ts';
import type { WriteFunctionName, WriteRequest } from './request.ts';

/** Simulation, estimation, sending and the receipt: their code loads with the first transaction. */
const lazyActions = () => import('@/chain/lazyActions.ts');

export interface PreparedWrite extends WriteRequest {
  gas: bigint;
}

export interface SentTransaction {
  hash: Hex;
  /** Resolves with the receipt (following replacements); rejects if it reverted. */
  wait(): Promise<TransactionReceipt>;
}

/**
 * The one way the app writes to the chain: simulate (so a revert reason shows before the wallet
 * opens), estimate gas + 10% + 60,000 (sdk withGasMargin: SPEC.md's 10% is a floor), send, record in the transaction store. The TransactionUpdater then
 * polls the receipt, toasts, and refreshes every read.
 */
export function useTransactionPipeline() {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const { address } = useConnection();
  const addTransaction = useAppStore((state) => state.addTransaction);
  const queryClient = useQueryClient();

  const prepare = useCallback(
    async <const abi extends Abi, name extends WriteFunctionName<abi>>(
      request: WriteRequest<abi, name>,
    ): Promise<PreparedWrite> => {
      if (!client || !address) throw new MissingInputError(msg('Missing dependencies'));
      const write: WriteRequest = request;
      const call = {
        address: write.address,
        abi: write.abi,
        functionName: write.functionName,
        args: write.args,
        value: write.value,
        account: address,
      };
      try {
        await (await lazyActions()).simulateContract(client, call);
      } catch (error) {
        throw toTransactionError(error, 'simulate');
      }
      if (write.gasLimit) return { ...write, gas: write.gasLimit };
      try {
        const estimate = await (await lazyActions()).estimateContractGas(client, call);
        return { ...write, gas: withGasMargin(estimate) };
      } catch (error) {
        throw toTransactionError(error, 'estimate');
      }
    },
    [client, address],
  );

  const submit = useCallback(
    async (prepared: PreparedWrite): Promise<SentTransaction> => {
      if (!client || !address) throw new MissingInputError(msg('Missing dependencies'));
      let hash: Hex;
      try {
        hash = await (await lazyActions()).writeContract(await loadWalletConfig(), {
          address: prepared.address,
          abi: prepared.abi,
          functionName: prepared.functionName,
          args: prepared.args,
          value: prepared.value,
          gas: prepared.gas,
          chainId: chain.id,
          account: address,
        });
      } catch (error) {
        throw toTransactionError(error, 'send');
      }
      addTransaction({
        hash,
        from: address,
        chainId: chain.id,
        summary: prepared.summary,
        approval: prepared.approval,
      });
      return {
        hash,
        wait: async () => {
          const receipt = await (await lazyActions()).waitForTransactionReceipt(client, {
            hash,
            pollingInterval: 1000,
          });
          await queryClient.invalidateQueries({ predicate: isChainStateQuery });
          if (receipt.status !== 'success') throw new TransactionError('reverted', 'Transaction failed', undefined);
          return receipt;
        },
      };
    },
    [client, address, chain.id, addTransaction, queryClient],
  );

  const send = useCallback(
    async <const abi extends Abi, name extends WriteFunctionName<abi>>(request: WriteRequest<abi, name>) =>
      submit(await prepare(request)),
    [prepare, submit],
  );

  return { prepare, submit, send };
}
