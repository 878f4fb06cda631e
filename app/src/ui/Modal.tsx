import { lazy, type ReactNode } from 'react';
import { MountWhenShown } from './MountWhenShown.tsx';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Shown as a back arrow left of the title. */
  onBack?: () => void;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  hideCloseButton?: boolean;
}

const ModalDialog = lazy(() => import('./ModalDialog.tsx').then(({ ModalDialog }) => ({ default: ModalDialog })));

/**
 * The app's one modal (ModalDialog.tsx: Radix Dialog, focus trap, Escape, aria). Its code loads
 * when a modal first opens: a page's first paint renders none. Once opened it stays mounted.
 */
export function Modal(props: ModalProps) {
  return (
    <MountWhenShown shown={props.open}>
      <ModalDialog {...props} />
    </MountWhenShown>
  );
}
