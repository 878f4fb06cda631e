import type { CollectibleView } from '@/collectibles';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { CatalogCollection, CatalogItem } from '../logic/catalog.ts';
import type { FactoryPayment } from './ClaimButton.tsx';
import { CollectibleCard } from './CollectibleCard.tsx';

/** One collection and every design in it. */
export function CollectionSection({
  entry,
  metadata,
  payment,
  onClaim,
}: {
  entry: CatalogCollection;
  metadata: ReadonlyMap<string, CollectibleView | null | undefined>;
  payment: FactoryPayment | undefined;
  onClaim(item: CatalogItem, name: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const headingId = `collection-${entry.collection.address}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
      data-testid="collection"
      data-collection={entry.collection.address}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {entry.collection.name} <span className="text-base font-semibold text-muted">{entry.collection.symbol}</span>
      </h2>
      {entry.items.length === 0 ? (
        <p className="text-muted">{t('No collectibles in this collection yet.')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {entry.items.map((item) => (
            <CollectibleCard
              key={item.key}
              item={item}
              metadata={metadata.get(item.tokenURI)}
              payment={
                item.source === 'factory' && item.terms
                  ? payment && { ...payment, cost: item.terms.flaskCost }
                  : undefined
              }
              onClaim={onClaim}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
