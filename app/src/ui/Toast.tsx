import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from './cn.ts';
import { type ToastItem, type ToastType, withToast } from './toastList.ts';

export type { ToastItem, ToastType };

export interface ToastApi {
  toastSuccess(title: string, description?: ReactNode): void;
  toastError(title: string, description?: ReactNode): void;
  toastInfo(title: string, description?: ReactNode): void;
  toastWarning(title: string, description?: ReactNode): void;
  remove(id: string): void;
}

const ToastContext = createContext<ToastApi | undefined>(undefined);

const accent: Record<ToastType, string> = {
  success: 'border-l-success',
  danger: 'border-l-danger',
  info: 'border-l-primary',
  warning: 'border-l-warning',
};

const TOAST_DURATION_MS = 6000;

let lastToastId = 0;

/** The app's one toast system. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const remove = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const push = useCallback((type: ToastType, title: string, description?: ReactNode) => {
    setToasts((list) => withToast(list, { id: String(++lastToastId), title, description, type }));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toastSuccess: (title, description) => push('success', title, description),
      toastError: (title, description) => push('danger', title, description),
      toastInfo: (title, description) => push('info', title, description),
      toastWarning: (title, description) => push('warning', title, description),
      remove,
    }),
    [push, remove],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            data-testid={`toast-${toast.type}`}
            onOpenChange={(open) => !open && remove(toast.id)}
            className={cn(
              'grid grid-cols-[1fr_auto] gap-1 rounded-2xl border border-border border-l-8 bg-card p-4 text-text shadow-lg',
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
        <RadixToast.Viewport className="fixed right-4 bottom-4 z-[60] flex w-[360px] max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (context === undefined) throw new Error('Toasts context undefined');
  return context;
}
