import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from './cn.ts';
import type { ToastItem, ToastType } from './toastList.ts';

// Radix's toasts: loaded by Toast.tsx with the first toast.

const accent: Record<ToastType, string> = {
  success: 'border-s-success',
  danger: 'border-s-danger',
  info: 'border-s-primary',
  warning: 'border-s-warning',
};

const TOAST_DURATION_MS = 6000;

export function ToastViewport({ toasts, remove }: { toasts: ToastItem[]; remove(id: string): void }) {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          data-testid={`toast-${toast.type}`}
          onOpenChange={(open) => !open && remove(toast.id)}
          className={cn(
            'grid grid-cols-[1fr_auto] gap-1 rounded-2xl border border-border border-s-8 bg-card p-4 text-text shadow-lg',
            accent[toast.type],
          )}
        >
          <RadixToast.Title className="font-bold">{toast.title}</RadixToast.Title>
          <RadixToast.Close aria-label={t('Close')} className="row-span-2 self-start text-muted hover:text-text">
            ✕
          </RadixToast.Close>
          {toast.description && (
            <RadixToast.Description className="text-sm text-muted">{toast.description}</RadixToast.Description>
          )}
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed end-4 bottom-4 z-[60] flex w-[360px] max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
