import { createContext, lazy, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { MountWhenShown } from './MountWhenShown.tsx';
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

// Radix's toast code loads with the first toast; then it stays mounted (its live region announces).
const ToastViewport = lazy(() =>
  import('./ToastViewport.tsx').then(({ ToastViewport }) => ({ default: ToastViewport })),
);

let lastToastId = 0;

/** The app's one toast system. */
export function ToastProvider({ children }: { children: ReactNode }) {
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
      {children}
      <MountWhenShown shown={toasts.length > 0}>
        <ToastViewport toasts={toasts} remove={remove} />
      </MountWhenShown>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (context === undefined) throw new Error('Toasts context undefined');
  return context;
}
