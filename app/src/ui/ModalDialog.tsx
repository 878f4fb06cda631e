import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from './cn.ts';
import type { ModalProps } from './Modal.tsx';

/** Radix Dialog (focus trap, Escape, aria), styled once here: loaded by Modal.tsx when a modal first opens. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  onBack,
  description,
  children,
  className,
  hideCloseButton,
}: ModalProps) {
  // Radix gives focus back to a Dialog.Trigger only; these modals open from state, so focus returns
  // by hand to whatever had it when the modal opened.
  const openedFrom = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'fixed z-50 flex max-h-[90vh] flex-col overflow-hidden rounded-3xl border border-border bg-card text-text shadow-xl',
            'inset-x-0 bottom-0 w-full rounded-b-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-auto sm:min-w-[360px] sm:max-w-[480px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-b-3xl',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openedFrom.current?.isConnected) return;
            event.preventDefault();
            openedFrom.current.focus();
          }}
        >
          <div className="flex items-center gap-2 border-b border-border px-6 py-4">
            {onBack && (
              <button
                type="button"
                onClick={onBack}
                aria-label={t('Back')}
                className="rounded-lg p-1 text-primary hover:bg-input"
              >
                <span className="inline-block rtl:-scale-x-100">←</span>
              </button>
            )}
            <Dialog.Title className="flex-1 text-lg font-bold">{title}</Dialog.Title>
            {!hideCloseButton && (
              <Dialog.Close aria-label={t('Close')} className="rounded-lg p-1 text-primary hover:bg-input">
                ✕
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className="px-6 pt-4 text-sm text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="overflow-y-auto px-6 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
