// Publishing and voting are the same two steps: the wallet signs EIP-712 typed data (no
// transaction, no gas), then the hub checks and stores it. A refused or failed signature is a
// toast and changes nothing; the hub's refusal comes back as its own message for the screen.
import {
  FLASKSWAP_SPACE,
  type ProposalMessage,
  proposalToJson,
  proposalTypedData,
  type VoteMessage,
  voteToJson,
  voteTypedData,
} from '@flaskswap/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Address, Hex, TypedDataDefinition } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { loadWalletConfig, useConnection } from '@/chain/connection.ts';
import { isUserRejection } from '@/chain/tx/errors.ts';
import { useHubUrl } from '@/hub';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { postProposal, postVote, votingErrorText } from '../data/hubVoting.ts';
import { votingKeys } from '../data/queryKeys.ts';
import type { Proposal, Vote } from '../data/types.ts';

export type SignAndPostResult<T> = { ok: true; value: T } | { ok: false; hubError?: string };

type SignTypedData = (typedData: TypedDataDefinition) => Promise<Hex>;

/** The wallet's EIP-712 signature (wagmi's action, loaded with the first signature). */
const signTypedData: SignTypedData = async (typedData) => {
  const { signTypedData } = await import('@/chain/lazyActions.ts');
  return signTypedData(await loadWalletConfig(), typedData);
};

/** How one write is signed (its typed data), and how the signature is posted. */
interface Prepared<T> {
  sign(signTypedData: SignTypedData): Promise<Hex>;
  post(hubUrl: string, signature: Hex): Promise<T>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function useSignAndPost() {
  const hubUrl = useHubUrl();
  const { chain } = useActiveChain();
  const { address } = useConnection();
  const queryClient = useQueryClient();
  const { toastError } = useToast();
  const { t } = useTranslation();

  return useCallback(
    async <T>(
      prepare: (chainId: number, from: Address, timestamp: number) => Prepared<T>,
    ): Promise<SignAndPostResult<T>> => {
      if (!hubUrl || !address) return { ok: false, hubError: t('Voting is not available on this network.') };
      const prepared = prepare(chain.id, address, nowSeconds());
      let signature: Hex;
      try {
        signature = await prepared.sign(signTypedData);
      } catch (error) {
        toastError(
          t('Unable to sign payload'),
          isUserRejection(error) ? t('You rejected the signature request. Nothing was sent.') : undefined,
        );
        return { ok: false };
      }
      try {
        const value = await prepared.post(hubUrl, signature);
        await queryClient.invalidateQueries({ queryKey: votingKeys.all(hubUrl) });
        return { ok: true, value };
      } catch (error) {
        return { ok: false, hubError: votingErrorText(error, t) ?? t('Unknown Error') };
      }
    },
    [hubUrl, address, chain.id, queryClient, toastError, t],
  );
}

/** Signs the proposal `message(from, timestamp)` builds and publishes it. */
export function usePublishProposal() {
  const signAndPost = useSignAndPost();
  return useCallback(
    (message: (from: Address, timestamp: number) => ProposalMessage) =>
      signAndPost<Proposal>((chainId, from, timestamp) => {
        const signed = message(from, timestamp);
        return {
          sign: (signTypedData) => signTypedData(proposalTypedData(chainId, signed)),
          post: (hubUrl, signature) =>
            postProposal(hubUrl, { address: from, message: proposalToJson(signed), signature }),
        };
      }),
    [signAndPost],
  );
}

/** Signs a vote for `choice` (1-based) on `proposal` and casts it. */
export function useCastVote() {
  const signAndPost = useSignAndPost();
  return useCallback(
    (proposal: Hex, choice: number) =>
      signAndPost<Vote>((chainId, from, timestamp) => {
        const signed: VoteMessage = { from, space: FLASKSWAP_SPACE.id, timestamp: BigInt(timestamp), proposal, choice };
        return {
          sign: (signTypedData) => signTypedData(voteTypedData(chainId, signed)),
          post: (hubUrl, signature) => postVote(hubUrl, { address: from, message: voteToJson(signed), signature }),
        };
      }),
    [signAndPost],
  );
}
