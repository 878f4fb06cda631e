// The lottery's numbers from SPEC.md §9 and the contract (contracts/src/lottery/FlaskLottery.sol).

/** A ticket's number on chain is 1,000,000 + its six digits, so "000123" is 1,000,123. */
export const TICKET_NUMBER_OFFSET = 1_000_000n;
export const TICKET_DIGITS = 6;
/** Six prize brackets: bracket k pays tickets sharing exactly the first k + 1 digits. */
export const LOTTERY_BRACKETS = 6;
export const MAX_TICKETS_PER_PURCHASE = 100;
/** Tickets per viewUserInfoForLotteryId page (SPEC §9). */
export const LOTTERY_TICKET_PAGE_SIZE = 2500n;
/** How many of the latest lottery ids are read from the chain (SPEC §9). */
export const LATEST_LOTTERY_IDS = 3;
/** 0.05% off for 2 tickets, 2.45% for 50, 4.95% for 100 (SPEC §9). */
export const DEFAULT_DISCOUNT_DIVISOR = 2000n;
export const TICKET_PRICE_USD = 5;
/** Two draws a day; sales close about 30 minutes before each. */
export const LOTTERY_ROUND_SECONDS = 12 * 3600;
export const SALES_CLOSE_BEFORE_DRAW_SECONDS = 30 * 60;
/** 10,000 FLASK added to the pot every other day. */
export const INJECTION_FLASK = 10_000n * 10n ** 18n;
export const INJECTION_INTERVAL_SECONDS = 2 * 24 * 3600;
/** Share of the winners' pot per bracket, in basis points (2.5%, 3.75%, 6.25%, 12.5%, 25%, 50%). */
export const DEFAULT_REWARDS_BREAKDOWN = [250n, 375n, 625n, 1250n, 2500n, 5000n] as const;
/** The treasury's share of a pot, in basis points. */
export const DEFAULT_TREASURY_FEE = 2000n;
/** The contract's basis points (fees and brackets). */
export const LOTTERY_BASIS_POINTS = 10_000n;

export const LOTTERY_STATUSES = ['pending', 'open', 'close', 'claimable', 'cancelled'] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

/** The contract's Status enum (0..4) as SPEC §4 names it, plus a cancelled round (its randomness never came); unknown values read as pending. */
export function lotteryStatus(value: number): LotteryStatus {
  return LOTTERY_STATUSES[value] ?? 'pending';
}
