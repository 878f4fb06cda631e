import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { checkTickets, cleanTicketText } from '../logic/ticketEditor.ts';

export interface EditNumbersProps {
  tickets: readonly string[];
  onChange: (tickets: string[]) => void;
  onRandomize: () => void;
}

/** "View/Edit Numbers": one six-digit field per ticket; digits only, repeats flagged. */
export function EditNumbers({ tickets, onChange, onRandomize }: EditNumbersProps) {
  const { t } = useTranslation();
  const { duplicates, incomplete } = checkTickets(tickets);
  const edit = (index: number, text: string) =>
    onChange(tickets.map((ticket, i) => (i === index ? cleanTicketText(text) : ticket)));
  return (
    <div className="flex flex-col gap-3" data-testid="edit-numbers">
      <p className="text-sm text-muted">
        {t(
          'Numbers are randomized, with no duplicates among your tickets. Tap a number to edit it. Available digits: 0-9',
        )}
      </p>
      <Button variant="tertiary" size="sm" onClick={onRandomize} data-testid="randomize-numbers">
        {t('Randomize')}
      </Button>
      {duplicates.size > 0 && (
        <p role="status" className="text-sm font-semibold text-warning" data-testid="duplicate-warning">
          {t('Some tickets share a number: if it wins, they split its bracket with each other.')}
        </p>
      )}
      <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        {tickets.map((ticket, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket is its position in the purchase
          <li key={i} className="flex items-center gap-3">
            <span className="w-10 text-sm text-muted">#{String(i + 1).padStart(3, '0')}</span>
            <input
              aria-label={t('Ticket %index%', { index: i + 1 })}
              data-testid="ticket-input"
              inputMode="numeric"
              autoComplete="off"
              value={ticket}
              onChange={(event) => edit(i, event.target.value)}
              aria-invalid={incomplete.has(i) || duplicates.has(i) || undefined}
              className={cn(
                'w-32 rounded-xl border bg-input px-3 py-2 font-mono text-lg tracking-[0.3em]',
                incomplete.has(i) ? 'border-danger' : duplicates.has(i) ? 'border-warning' : 'border-border',
              )}
            />
            {duplicates.has(i) && <span className="text-xs text-warning">{t('Duplicate')}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
