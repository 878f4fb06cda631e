// The import warning loads only when a URL names tokens the lists do not know; once loaded it
// stays mounted, so closing it animates and returns focus like every other modal.
import { lazy, Suspense, useState } from 'react';
import type { ImportTokenModalProps } from './ImportTokenModal.tsx';

const ImportTokenModal = lazy(() =>
  import('./ImportTokenModal.tsx').then(({ ImportTokenModal }) => ({ default: ImportTokenModal })),
);

export function LazyImportTokenModal(props: ImportTokenModalProps) {
  const [shown, setShown] = useState(false);
  if ((props.open ?? true) && props.tokens.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ImportTokenModal {...props} />
    </Suspense>
  );
}
