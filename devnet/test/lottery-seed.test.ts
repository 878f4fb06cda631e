// The lottery on a fresh devnet (port 8652 unless LOTTERY_SEED_TEST_PORT says otherwise): the deploy
// step's settings, and the seed's story on chain exactly as LOTTERY_SEED_STORY exports it.
import { devnetVRFCoordinatorAbi, flaskLotteryAbi } from '@flaskswap/contracts';
import {
  DEFAULT_DISCOUNT_DIVISOR,
  DEFAULT_REWARDS_BREAKDOWN,
  DEFAULT_TREASURY_FEE,
  drawBrackets,
  TICKET_NUMBER_OFFSET,
} from '@flaskswap/sdk';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { LOTTERY_SEED_STORY, lotteryPlayerAccounts, SEED_OPEN_ROUND_SECONDS } from '../src/deploy/lottery.seed.ts';
import { LOTTERY_DEPLOY_SETTINGS } from '../src/deploy/lottery.ts';
import { lotteryOperatorAccount } from '../src/keepers/account.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.LOTTERY_SEED_TEST_PORT ?? 8652);

let devnet: TestDevnet;
const lottery = () => devnet.manifest.contracts.FlaskLottery as Address;
const viewLottery = (id: number) =>
  devnet.client.readContract({
    address: lottery(),
    abi: flaskLotteryAbi,
    functionName: 'viewLottery',
    args: [BigInt(id)],
  });
const tickets = async (account: Address, id: number) => {
  const [ids, numbers, claimed] = await devnet.client.readContract({
    address: lottery(),
    abi: flaskLotteryAbi,
    functionName: 'viewUserInfoForLotteryId',
    args: [account, BigInt(id), 0n, 100n],
  });
  return ids.map((ticketId, i) => ({ ticketId, number: BigInt(numbers[i]!), claimed: claimed[i]! }));
};

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
}, 120_000);

afterAll(() => devnet?.stop());

describe('lottery deploy on the devnet', () => {
  it('uses a devnet coordinator the operator owns, and the deploy settings', async () => {
    const coordinator = devnet.manifest.contracts.LotteryVrfCoordinator as Address;
    const read = <F extends 'coordinator' | 'operator' | 'injector' | 'owner' | 'treasury' | 'flaskToken'>(
      functionName: F,
    ) => devnet.client.readContract({ address: lottery(), abi: flaskLotteryAbi, functionName });
    expect(await read('coordinator')).toBe(coordinator);
    expect(
      await devnet.client.readContract({ address: coordinator, abi: devnetVRFCoordinatorAbi, functionName: 'owner' }),
    ).toBe(lotteryOperatorAccount.address);
    expect(await read('operator')).toBe(lotteryOperatorAccount.address);
    expect(await read('injector')).toBe(lotteryOperatorAccount.address);
    expect(await read('owner')).toBe(deployerAccount.address);
    expect(await read('treasury')).toBe(deployerAccount.address);
    expect(await read('flaskToken')).toBe(devnet.manifest.tokens.FLASK);
    const setting = <
      F extends 'requestConfirmations' | 'callbackGasLimit' | 'minPriceTicketInFlask' | 'maxPriceTicketInFlask',
    >(
      functionName: F,
    ) => devnet.client.readContract({ address: lottery(), abi: flaskLotteryAbi, functionName });
    expect(await setting('requestConfirmations')).toBe(3);
    expect(await setting('callbackGasLimit')).toBe(200_000);
    expect(await setting('minPriceTicketInFlask')).toBe(LOTTERY_DEPLOY_SETTINGS.minPriceTicketInFlask);
    expect(await setting('maxPriceTicketInFlask')).toBe(LOTTERY_DEPLOY_SETTINGS.maxPriceTicketInFlask);
  });
});

describe('lottery seed', () => {
  it('draws rounds 1-3 with the story final numbers and its winners per bracket', async () => {
    for (const round of LOTTERY_SEED_STORY.rounds.filter((r) => r.finalDigits)) {
      const onChain = await viewLottery(round.lotteryId);
      const finalNumber = TICKET_NUMBER_OFFSET + BigInt(round.finalDigits!);
      expect(onChain.status).toBe(3);
      expect(BigInt(onChain.finalNumber)).toBe(finalNumber);
      const sold = round.purchases.flatMap((p) => p.tickets.map((digits) => TICKET_NUMBER_OFFSET + BigInt(digits)));
      const draw = drawBrackets(
        onChain.amountCollectedInFlask,
        onChain.amountInjectedInFlask,
        onChain.treasuryFee,
        DEFAULT_REWARDS_BREAKDOWN,
        sold,
        finalNumber,
      );
      expect([...onChain.countWinnersPerBracket]).toEqual(draw.countWinnersPerBracket);
      expect([...onChain.flaskPerBracket]).toEqual(draw.flaskPerBracket);
      const winners = LOTTERY_SEED_STORY.winners.filter((w) => w.lotteryId === round.lotteryId);
      expect(winners.length).toBe(draw.countWinnersPerBracket.reduce((sum, count) => sum + Number(count), 0));
    }
  });

  it('prices tickets at 5 USD of FLASK with the default discount, breakdown and fee', async () => {
    for (const id of [1, 2, 3, 4]) {
      const round = await viewLottery(id);
      // FLASK is seeded at $10 (FLASK/BUSD): 5 USD = 0.5 FLASK.
      expect(round.priceTicketInFlask).toBe(parseEther('0.5'));
      expect(round.discountDivisor).toBe(DEFAULT_DISCOUNT_DIVISOR);
      expect([...round.rewardsBreakdown]).toEqual([...DEFAULT_REWARDS_BREAKDOWN]);
      expect(round.treasuryFee).toBe(DEFAULT_TREASURY_FEE);
    }
    const injected = LOTTERY_SEED_STORY.rounds[0]!.injected;
    expect((await viewLottery(1)).amountCollectedInFlask).toBeGreaterThan(injected);
  });

  it("holds each player's tickets, claimed exactly where the story says", async () => {
    for (const round of LOTTERY_SEED_STORY.rounds) {
      for (const player of new Set(round.purchases.map((p) => p.player))) {
        const account = lotteryPlayerAccounts[player]!.address;
        const bought = round.purchases
          .filter((p) => p.player === player)
          .flatMap((p) => p.tickets.map((digits) => TICKET_NUMBER_OFFSET + BigInt(digits)));
        const held = await tickets(account, round.lotteryId);
        expect(held.map((t) => t.number)).toEqual(bought);
        for (const ticket of held) {
          const winner = LOTTERY_SEED_STORY.winners.find(
            (w) => w.lotteryId === round.lotteryId && w.account === account && w.ticketNumber === ticket.number,
          );
          expect(ticket.claimed).toBe(winner?.claimed ?? false);
        }
      }
    }
    // Some prizes were left to claim.
    expect(LOTTERY_SEED_STORY.winners.some((w) => !w.claimed)).toBe(true);
    expect(LOTTERY_SEED_STORY.winners.some((w) => w.claimed)).toBe(true);
  });

  it('leaves round 4 open for sales', async () => {
    const id = await devnet.client.readContract({
      address: lottery(),
      abi: flaskLotteryAbi,
      functionName: 'currentLotteryId',
    });
    expect(id).toBe(BigInt(LOTTERY_SEED_STORY.openLotteryId));
    const round = await viewLottery(LOTTERY_SEED_STORY.openLotteryId);
    expect(round.status).toBe(1);
    // An hour, plus the seed's margin for the start transaction's block time.
    expect(round.endTime - round.startTime).toBeGreaterThanOrEqual(SEED_OPEN_ROUND_SECONDS);
    expect(round.endTime - round.startTime).toBeLessThanOrEqual(SEED_OPEN_ROUND_SECONDS + 60n);
    const { timestamp } = await devnet.client.getBlock();
    expect(timestamp).toBeLessThan(round.endTime);
  });
});
