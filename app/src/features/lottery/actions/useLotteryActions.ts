import { flaskLotteryAbi } from '@flaskswap/contracts';
import type { ClaimBatch } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { writeRequest } from '@/chain/tx/request.ts';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useLotteryContracts } from '../data/useLottery.ts';

/** buyTickets(lotteryId, numbers) through the one pipeline; true once confirmed. */
export function useBuyTickets() {
  const contracts = useLotteryContracts();
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  return useCallback(
    async (lotteryId: bigint, numbers: readonly bigint[]): Promise<boolean> => {
      if (!contracts || numbers.length === 0) return false;
      const request = writeRequest({
        address: contracts.lottery,
        abi: flaskLotteryAbi,
        functionName: 'buyTickets',
        args: [lotteryId, numbers.map(Number)],
        summary: t('Buy %count% lottery tickets in round #%round%', {
          count: numbers.length,
          round: lotteryId.toString(),
        }),
      });
      const receipt = await write(request, {
        title: t('Lottery tickets purchased!'),
        description: t('Your tickets are in round #%round%', { round: lotteryId.toString() }),
      });
      return Boolean(receipt);
    },
    [contracts, write, t],
  );
}

/** claimRefund(lotteryId): a cancelled round's buyer takes back what they paid; true once confirmed. */
export function useClaimRefund() {
  const contracts = useLotteryContracts();
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  return useCallback(
    async (lotteryId: bigint): Promise<boolean> => {
      if (!contracts) return false;
      const request = writeRequest({
        address: contracts.lottery,
        abi: flaskLotteryAbi,
        functionName: 'claimRefund',
        args: [lotteryId],
        summary: t('Claim back the tickets of cancelled round #%round%', { round: lotteryId.toString() }),
      });
      const receipt = await write(request, {
        title: t('Refund claimed!'),
        description: t('The FLASK you paid for round #%round% is back in your wallet', {
          round: lotteryId.toString(),
        }),
      });
      return Boolean(receipt);
    },
    [contracts, write, t],
  );
}

/**
 * "Check now" claims: one claimTickets(lotteryId, ticketIds, brackets) per batch of at most
 * maxNumberTicketsPerBuyOrClaim tickets, one after another. Resolves with how many went through.
 */
export function useClaimPrizes() {
  const contracts = useLotteryContracts();
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  return useCallback(
    async (batches: readonly ClaimBatch[]): Promise<number> => {
      if (!contracts) return 0;
      let claimed = 0;
      for (const batch of batches) {
        const request = writeRequest({
          address: contracts.lottery,
          abi: flaskLotteryAbi,
          functionName: 'claimTickets',
          args: [batch.lotteryId, batch.ticketIds, batch.brackets],
          summary: t('Claim %count% winning tickets of round #%round%', {
            count: batch.ticketIds.length,
            round: batch.lotteryId.toString(),
          }),
        });
        const receipt = await write(request, {
          title: t('Prizes collected!'),
          description: t('Your FLASK prizes for round #%round% have been sent to your wallet', {
            round: batch.lotteryId.toString(),
          }),
        });
        if (!receipt) break;
        claimed += 1;
      }
      return claimed;
    },
    [contracts, write, t],
  );
}
