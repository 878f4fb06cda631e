// The import warning loads only when a URL names tokens the lists do not know; once loaded it
// stays mounted, so closing it animates and returns focus like every other modal.
import { lazy } from 'react';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';
import type { ImportTokenModalProps } from './ImportTokenModal.tsx';

const ImportTokenModal = lazy(() =>
  import('./ImportTokenModal.tsx').then(({ ImportTokenModal }) => ({ default: ImportTokenModal })),
);

export function LazyImportTokenModal(props: ImportTokenModalProps) {
  return (
    <MountWhenShown shown={(props.open ?? true) && props.tokens.length > 0}>
      <ImportTokenModal {...props} />
    </MountWhenShown>
  );
}
