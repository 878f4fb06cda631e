// The unsupported-asset footer and its modal load only for a pair that has such an asset.
import type { Currency } from '@flaskswap/sdk';
import { lazy, Suspense } from 'react';

const UnsupportedCurrencyFooter = lazy(() => import('./UnsupportedAssets.tsx'));

export function LazyUnsupportedCurrencyFooter(props: { currencies: readonly (Currency | null | undefined)[] }) {
  return (
    <Suspense fallback={null}>
      <UnsupportedCurrencyFooter {...props} />
    </Suspense>
  );
}
