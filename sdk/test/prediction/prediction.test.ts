import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceRounds,
  betAmountShare,
  betPayout,
  betResult,
  checkBetAmount,
  filterHistory,
  formatMultiplier,
  type HistoryBet,
  initializeRounds,
  isPlaceholderRound,
  isRoundBettable,
  loadedEpochs,
  MULTIPLIER_SCALE,
  type PredictionRound,
  payoutMultiplier,
  roundMultipliers,
  roundPhase,
  startedRound,
  summarizePnl,
} from '../../src/index.ts';

const E18 = 10n ** 18n;
const INTERVAL = 100n;
const BUFFER = 20n;

function round(epoch: bigint, overrides: Partial<PredictionRound> = {}): PredictionRound {
  const startBlock = 1000n + epoch * INTERVAL;
  return { ...startedRound(epoch, startBlock, startBlock + INTERVAL, startBlock + 2n * INTERVAL), ...overrides };
}

/** A round settled the way the contract settles it. */
function settled(bull: bigint, bear: bigint, lockPrice: bigint, closePrice: bigint, rewardRate = 97n): PredictionRound {
  const total = bull + bear;
  const base = closePrice > lockPrice ? bull : closePrice < lockPrice ? bear : 0n;
  return round(1n, {
    lockPrice,
    closePrice,
    totalAmount: total,
    bullAmount: bull,
    bearAmount: bear,
    rewardBaseCalAmount: base,
    rewardAmount: base === 0n ? 0n : (total * rewardRate) / 100n,
    oracleCalled: true,
  });
}

describe('payout multipliers', () => {
  it('share the pot less the treasury among one side', () => {
    // 10 BNB pot, 5.24 BNB up: 9.7 / 5.24 = 1.851…
    const up = payoutMultiplier(10n * E18, 524n * 10n ** 16n, 97n);
    expect(formatMultiplier(up)).toBe('1.85x');
    expect(formatMultiplier(payoutMultiplier(10n * E18, 10n * E18, 97n))).toBe('0.97x');
    expect(roundMultipliers(round(1n, { totalAmount: 3n, bullAmount: 1n, bearAmount: 2n }), 97n)).toEqual({
      up: 29_100n,
      down: 14_550n,
    });
  });
  it('an empty side or pot shows 0x', () => {
    expect(payoutMultiplier(0n, 0n, 97n)).toBe(0n);
    expect(payoutMultiplier(E18, 0n, 97n)).toBe(0n);
    expect(formatMultiplier(0n)).toBe('0x');
    expect(formatMultiplier(MULTIPLIER_SCALE * 12n + 5n)).toBe('12.00x');
  });
});

describe('betPayout', () => {
  it('is amount × rewardAmount / rewardBaseCalAmount', () => {
    const r = settled(2n * E18, 3n * E18, 100n, 110n);
    expect(betPayout(E18, r)).toBe((E18 * r.rewardAmount) / r.rewardBaseCalAmount);
    expect(betPayout(2n * E18, r)).toBe(r.rewardAmount);
  });
  it('is 0 when nobody won', () => {
    expect(betPayout(E18, settled(E18, E18, 100n, 100n))).toBe(0n);
  });
  it('winners together never get more than the reward, and the reward never exceeds the pot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 24n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 90, max: 100 }),
        (bulls, bear, rate) => {
          const bull = bulls.reduce((sum, bet) => sum + bet, 0n);
          const r = settled(bull, bear, 100n, 101n, BigInt(rate));
          const paid = bulls.reduce((sum, bet) => sum + betPayout(bet, r), 0n);
          expect(paid).toBeLessThanOrEqual(r.rewardAmount);
          expect(r.rewardAmount).toBeLessThanOrEqual(r.totalAmount);
          // A winner never gets less than the multiplier shown before lock would promise, rounded down.
          const multiplier = payoutMultiplier(r.totalAmount, bull, BigInt(rate));
          for (const bet of bulls) {
            expect(betPayout(bet, r) + 1n).toBeGreaterThanOrEqual((bet * multiplier) / MULTIPLIER_SCALE);
          }
        },
      ),
    );
  });
});

describe('betResult', () => {
  it('win, lose and a tie that pays the house', () => {
    const up = settled(E18, E18, 100n, 120n);
    expect(betResult({ position: 'Bull' }, up, 0n, BUFFER)).toBe('win');
    expect(betResult({ position: 'Bear' }, up, 0n, BUFFER)).toBe('lose');
    const down = settled(E18, E18, 120n, 100n);
    expect(betResult({ position: 'Bear' }, down, 0n, BUFFER)).toBe('win');
    const tie = settled(E18, E18, 100n, 100n);
    expect(betResult({ position: 'Bull' }, tie, 0n, BUFFER)).toBe('lose');
    expect(betResult({ position: 'Bear' }, tie, 0n, BUFFER)).toBe('lose');
  });
  it('live until settled, canceled once the end window passed unsettled', () => {
    const r = round(3n);
    expect(betResult({ position: 'Bull' }, r, r.endBlock + BUFFER, BUFFER)).toBe('live');
    expect(betResult({ position: 'Bull' }, r, r.endBlock + BUFFER + 1n, BUFFER)).toBe('canceled');
  });
});

describe('roundPhase', () => {
  const current = 10n;
  it('next, later, live, calculating, expired', () => {
    const next = round(current);
    expect(roundPhase(next, current, next.startBlock + 5n, BUFFER)).toBe('next');
    expect(roundPhase(round(current + 1n), current, 0n, BUFFER)).toBe('later');
    const live = round(current - 1n, { lockPrice: 5n });
    expect(roundPhase(live, current, live.endBlock - 1n, BUFFER)).toBe('live');
    expect(roundPhase(live, current, live.endBlock, BUFFER)).toBe('calculating');
    expect(roundPhase(live, current, live.endBlock + BUFFER + 1n, BUFFER)).toBe('expired');
    expect(roundPhase({ ...live, oracleCalled: true }, current, live.endBlock, BUFFER)).toBe('expired');
  });
  it('a current round canceled before it was locked is expired', () => {
    const stuck = round(current);
    expect(roundPhase(stuck, current, stuck.endBlock + BUFFER + 1n, BUFFER)).toBe('expired');
  });
  it('placeholders are later', () => {
    const rounds = initializeRounds([round(current)], current, INTERVAL);
    const placeholder = rounds[rounds.length - 1];
    expect(placeholder && roundPhase(placeholder, current, 0n, BUFFER)).toBe('later');
  });
  it('bettable from start to before lock, current epoch only', () => {
    const r = round(current);
    expect(isRoundBettable(r, current, r.startBlock)).toBe(true);
    expect(isRoundBettable(r, current, r.lockBlock - 1n)).toBe(true);
    expect(isRoundBettable(r, current, r.lockBlock)).toBe(false);
    expect(isRoundBettable(r, current + 1n, r.startBlock)).toBe(false);
  });
});

describe('placeholder rounds', () => {
  it('loads current back to current − 5, never below epoch 1', () => {
    expect(loadedEpochs(10n)).toEqual([5n, 6n, 7n, 8n, 9n, 10n]);
    expect(loadedEpochs(2n)).toEqual([1n, 2n]);
    expect(loadedEpochs(0n)).toEqual([]);
  });
  it('initialize adds two future placeholders one interval apart', () => {
    const fetched = loadedEpochs(10n).map((epoch) => round(epoch));
    const rounds = initializeRounds(fetched, 10n, INTERVAL);
    expect(rounds.map((r) => r.epoch)).toEqual([5n, 6n, 7n, 8n, 9n, 10n, 11n, 12n]);
    const start = round(10n).startBlock;
    expect(rounds.slice(6).map((r) => [isPlaceholderRound(r), r.startBlock])).toEqual([
      [true, start + INTERVAL],
      [true, start + 2n * INTERVAL],
    ]);
  });
  it('a new epoch appends a placeholder at previous start + interval + 3', () => {
    const stored = initializeRounds(
      loadedEpochs(10n).map((epoch) => round(epoch)),
      10n,
      INTERVAL,
    );
    const fetched = [...loadedEpochs(11n).map((epoch) => round(epoch)), round(12n, { startBlock: 0n })];
    const rounds = advanceRounds({ stored, storedEpoch: 10n, fetched, currentEpoch: 11n, intervalBlocks: INTERVAL });
    expect(rounds.map((r) => r.epoch)).toEqual([6n, 7n, 8n, 9n, 10n, 11n, 12n, 13n]);
    const twelve = rounds[6] as PredictionRound;
    expect(isPlaceholderRound(twelve)).toBe(true);
    const thirteen = rounds[7] as PredictionRound;
    expect(isPlaceholderRound(thirteen)).toBe(true);
    expect(thirteen.startBlock).toBe(twelve.startBlock + INTERVAL + 3n);
    expect(isPlaceholderRound(rounds[5] as PredictionRound)).toBe(false);
  });
  it('the same epoch refreshes rounds without adding placeholders', () => {
    const stored = initializeRounds([round(10n)], 10n, INTERVAL);
    const rounds = advanceRounds({
      stored,
      storedEpoch: 10n,
      fetched: [round(10n, { totalAmount: 7n })],
      currentEpoch: 10n,
      intervalBlocks: INTERVAL,
    });
    expect(rounds).toHaveLength(3);
    expect(rounds[0]?.totalAmount).toBe(7n);
  });
});

describe('history', () => {
  const bets = [
    { id: 'a', claimed: true },
    { id: 'b', claimed: false },
  ];
  it('filters all, collected (claimed) and uncollected', () => {
    expect(filterHistory(bets, 'all').map((b) => b.id)).toEqual(['a', 'b']);
    expect(filterHistory(bets, 'collected').map((b) => b.id)).toEqual(['a']);
    expect(filterHistory(bets, 'uncollected').map((b) => b.id)).toEqual(['b']);
  });
  it('every bet is in exactly one of collected and uncollected', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), (claims) => {
        const list = claims.map((claimed) => ({ claimed }));
        expect(filterHistory(list, 'collected').length + filterHistory(list, 'uncollected').length).toBe(
          filterHistory(list, 'all').length,
        );
      }),
    );
  });
  it('P&L: won is the winnings profit, lost the losing amounts, canceled and live left out', () => {
    const up = settled(2n * E18, 2n * E18, 100n, 110n);
    const history: HistoryBet[] = [
      { position: 'Bull', amount: E18, claimed: true, round: up },
      { position: 'Bear', amount: E18, claimed: false, round: up },
      { position: 'Bull', amount: E18, claimed: false, round: round(2n) },
    ];
    const summary = summarizePnl(history, round(2n).endBlock + BUFFER + 1n, BUFFER);
    const profit = betPayout(E18, up) - E18;
    expect(summary).toEqual({
      rounds: 2,
      wins: 1,
      losses: 1,
      won: profit,
      lost: E18,
      net: profit - E18,
      entered: 2n * E18,
    });
  });
});

describe('bet amount', () => {
  it('checks emptiness, the minimum and the balance in that order', () => {
    expect(checkBetAmount(undefined, 10n, 100n)).toBe('empty');
    expect(checkBetAmount(0n, 10n, 100n)).toBe('empty');
    expect(checkBetAmount(9n, 10n, 100n)).toBe('belowMinimum');
    expect(checkBetAmount(101n, 10n, 100n)).toBe('insufficientBalance');
    expect(checkBetAmount(10n, 10n, 100n)).toBe('ok');
  });
  it('shares of the balance; Max keeps the gas reserve', () => {
    expect(betAmountShare(1000n, 25, 5n)).toBe(250n);
    expect(betAmountShare(1000n, 100, 5n)).toBe(995n);
    expect(betAmountShare(3n, 100, 5n)).toBe(0n);
  });
});
