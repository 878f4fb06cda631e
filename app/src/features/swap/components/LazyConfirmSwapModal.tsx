// 'Confirm Swap' (its review rows and the shared transaction modal) loads when a swap is first
// reviewed, not with the form: a cold /swap does not need it. Once loaded it stays mounted, so
// closing it animates and returns focus like every other modal.
import { lazy } from 'react';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';
import type { ConfirmSwapModalProps } from './ConfirmSwapModal.tsx';

const ConfirmSwapModal = lazy(() =>
  import('./ConfirmSwapModal.tsx').then(({ ConfirmSwapModal }) => ({ default: ConfirmSwapModal })),
);

export function LazyConfirmSwapModal(props: ConfirmSwapModalProps) {
  return (
    <MountWhenShown shown={props.flow.modal.isOpen}>
      <ConfirmSwapModal {...props} />
    </MountWhenShown>
  );
}
