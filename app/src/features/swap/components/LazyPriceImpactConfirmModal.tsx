// Expert mode's price-impact confirmation loads when a swap first needs it, not with the form.
import { type ComponentProps, lazy } from 'react';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';
import type { PriceImpactConfirmModal as Modal } from './PriceImpactConfirmModal.tsx';

const PriceImpactConfirmModal = lazy(() =>
  import('./PriceImpactConfirmModal.tsx').then(({ PriceImpactConfirmModal }) => ({ default: PriceImpactConfirmModal })),
);

export function LazyPriceImpactConfirmModal(props: ComponentProps<typeof Modal>) {
  return (
    <MountWhenShown shown={Boolean(props.check)}>
      <PriceImpactConfirmModal {...props} />
    </MountWhenShown>
  );
}
