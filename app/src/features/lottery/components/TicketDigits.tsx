import { cn } from '@/ui/cn.ts';
import type { TicketView } from '../logic/rounds.ts';

/** A ticket's six digits; the leading digits it shares with the winning number are highlighted. */
export function TicketDigits({ ticket }: { ticket: TicketView }) {
  return (
    <span className="inline-flex gap-1 font-mono" data-testid="ticket-digits" data-digits={ticket.digits}>
      {[...ticket.digits].map((digit, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a digit's position is its identity
          key={i}
          data-matched={i < ticket.matched || undefined}
          className={cn(
            'flex h-8 w-7 items-center justify-center rounded-lg border border-border font-bold',
            i < ticket.matched ? 'border-success bg-success text-on-accent' : 'bg-input',
          )}
        >
          {digit}
        </span>
      ))}
    </span>
  );
}

/** The account's tickets in a round, with the bracket each one wins once drawn. */
export function TicketList({ tickets, drawn }: { tickets: readonly TicketView[]; drawn: boolean }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li
          key={ticket.id.toString()}
          className="flex items-center justify-between gap-3"
          data-testid="ticket"
          data-ticket-id={ticket.id.toString()}
        >
          <TicketDigits ticket={ticket} />
          {drawn && (
            <span className="text-sm text-muted" data-testid="ticket-result">
              {ticket.bracket === undefined ? '-' : `${ticket.matched}/6`}
              {ticket.claimed ? ' ✓' : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
