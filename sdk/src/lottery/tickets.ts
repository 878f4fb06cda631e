// Ticket numbers: the six digits a player picks, and the number the contract stores.
import { TICKET_DIGITS, TICKET_NUMBER_OFFSET } from './constants.ts';

/** "012345" → 1_012_345n; undefined unless exactly six digits. */
export function ticketNumberFromDigits(digits: string): bigint | undefined {
  if (!/^\d{6}$/.test(digits)) return undefined;
  return TICKET_NUMBER_OFFSET + BigInt(digits);
}

/** 1_012_345n → "012345". */
export function ticketDigits(number: bigint): string {
  const digits = number - TICKET_NUMBER_OFFSET;
  if (digits < 0n || digits >= TICKET_NUMBER_OFFSET) throw new RangeError(`not a ticket number: ${number}`);
  return digits.toString().padStart(TICKET_DIGITS, '0');
}

/** A uniformly random ticket number from `random` (returns [0, 1) like Math.random). */
export function randomTicketNumber(random: () => number = Math.random): bigint {
  return TICKET_NUMBER_OFFSET + BigInt(Math.floor(random() * Number(TICKET_NUMBER_OFFSET)));
}

/** `count` distinct random ticket numbers. */
export function randomTicketNumbers(count: number, random: () => number = Math.random): bigint[] {
  const chosen = new Set<bigint>();
  while (chosen.size < count) chosen.add(randomTicketNumber(random));
  return [...chosen];
}

/** Indexes of tickets whose digits repeat an earlier ticket's (the edit screen flags them). */
export function duplicateTicketIndexes(numbers: readonly bigint[]): Set<number> {
  const seen = new Set<bigint>();
  const duplicates = new Set<number>();
  numbers.forEach((number, i) => {
    if (seen.has(number)) duplicates.add(i);
    seen.add(number);
  });
  return duplicates;
}
