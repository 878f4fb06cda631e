// Which bracket a ticket wins and what each bracket pays: the contract's draw, on bigint.
import { LOTTERY_BASIS_POINTS, LOTTERY_BRACKETS, TICKET_NUMBER_OFFSET } from './constants.ts';

/** How many leading digits two ticket numbers share (0..6). */
export function matchingDigits(a: bigint, b: bigint): number {
  let unit = TICKET_NUMBER_OFFSET / 10n;
  const x = a - TICKET_NUMBER_OFFSET;
  const y = b - TICKET_NUMBER_OFFSET;
  let count = 0;
  while (unit > 0n && x / unit === y / unit) {
    count++;
    unit /= 10n;
  }
  return count;
}

/** The bracket (0..5) a ticket wins against the final number, or undefined when it wins nothing. */
export function ticketBracket(ticket: bigint, finalNumber: bigint): number | undefined {
  const matched = matchingDigits(ticket, finalNumber);
  return matched === 0 ? undefined : matched - 1;
}

export interface BracketDraw {
  countWinnersPerBracket: bigint[];
  flaskPerBracket: bigint[];
  /** Brackets without winners and rounding dust, carried into the next round. */
  rollover: bigint;
  treasury: bigint;
}

/**
 * What a pot shares among its winners: the pot less the treasury fee, which is taken on the round's
 * ticket sales only (`injected`, the carried-over pot plus injections, pays no fee), as the contract does.
 */
export function winnersPot(pot: bigint, injected: bigint, treasuryFee: bigint): bigint {
  return pot - ((pot - injected) * treasuryFee) / LOTTERY_BASIS_POINTS;
}

/** The draw of a pot: each bracket's share split among the tickets winning exactly that bracket. */
export function drawBrackets(
  pot: bigint,
  injected: bigint,
  treasuryFee: bigint,
  rewardsBreakdown: readonly bigint[],
  tickets: readonly bigint[],
  finalNumber: bigint,
): BracketDraw {
  const winners = Array.from({ length: LOTTERY_BRACKETS }, () => 0n);
  for (const ticket of tickets) {
    const bracket = ticketBracket(ticket, finalNumber);
    if (bracket !== undefined) winners[bracket]! += 1n;
  }
  const toShare = winnersPot(pot, injected, treasuryFee);
  let distributed = 0n;
  const flaskPerBracket = winners.map((count, bracket) => {
    if (count === 0n) return 0n;
    const prize = (toShare * (rewardsBreakdown[bracket] ?? 0n)) / LOTTERY_BASIS_POINTS / count;
    distributed += prize * count;
    return prize;
  });
  return { countWinnersPerBracket: winners, flaskPerBracket, rollover: toShare - distributed, treasury: pot - toShare };
}

/** A bracket's whole prize pool before the draw (what the round view shows per bracket). */
export function bracketPool(pot: bigint, injected: bigint, treasuryFee: bigint, bracketBasisPoints: bigint): bigint {
  return (winnersPot(pot, injected, treasuryFee) * bracketBasisPoints) / LOTTERY_BASIS_POINTS;
}
