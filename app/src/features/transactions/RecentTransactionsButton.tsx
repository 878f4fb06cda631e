import { lazy, useState } from 'react';
import { usePendingTransactions } from '@/chain/tx/selectors.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { HistoryIcon } from '@/ui/icons.tsx';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';

// The list and its rows load when first opened: the swap and liquidity forms do not need them.
const RecentTransactionsModal = lazy(() =>
  import('./RecentTransactionsModal.tsx').then(({ RecentTransactionsModal }) => ({ default: RecentTransactionsModal })),
);

/** The page-header icon that opens Recent Transactions; a dot marks pending ones. */
export function RecentTransactionsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pendingCount = usePendingTransactions().length;
  const label = t('Recent transactions');
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative grid size-10 place-items-center rounded-xl text-primary hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
      >
        <HistoryIcon width="22" height="22" />
        {pendingCount > 0 && (
          <span className="absolute top-1 end-1 grid min-w-4 place-items-center rounded-full bg-secondary px-1 text-[10px] font-bold text-on-accent">
            {pendingCount}
            <span className="sr-only"> {t('pending')}</span>
          </span>
        )}
      </button>
      <MountWhenShown shown={open}>
        <RecentTransactionsModal open={open} onOpenChange={setOpen} />
      </MountWhenShown>
    </>
  );
}
