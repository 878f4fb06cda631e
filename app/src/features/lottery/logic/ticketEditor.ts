// "View/Edit Numbers": each ticket's six digits as the player types them; digits only, repeats flagged.
import { duplicateTicketIndexes, randomTicketNumbers, ticketDigits, ticketNumberFromDigits } from '@flaskswap/sdk';

/** `count` distinct random tickets as six-digit strings. */
export function randomTicketTexts(count: number, random: () => number = Math.random): string[] {
  return randomTicketNumbers(count, random).map(ticketDigits);
}

/** Keeps a typed ticket to at most six digits (anything else is dropped as it is typed). */
export function cleanTicketText(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

/** Resizes the list to `count`, keeping what was typed and drawing new tickets at random. */
export function resizeTickets(current: readonly string[], count: number, random: () => number = Math.random) {
  if (count <= current.length) return current.slice(0, count);
  const extra = randomTicketTexts(count - current.length, random);
  return [...current, ...extra];
}

export interface TicketCheck {
  /** The numbers buyTickets takes, once every ticket has six digits. */
  numbers: bigint[] | undefined;
  incomplete: Set<number>;
  duplicates: Set<number>;
}

export function checkTickets(texts: readonly string[]): TicketCheck {
  const parsed = texts.map(ticketNumberFromDigits);
  const incomplete = new Set<number>();
  parsed.forEach((number, i) => {
    if (number === undefined) incomplete.add(i);
  });
  const duplicates = duplicateTicketIndexes(parsed.map((number, i) => number ?? BigInt(-1 - i)));
  return {
    numbers: incomplete.size === 0 ? (parsed as bigint[]) : undefined,
    incomplete,
    duplicates,
  };
}
