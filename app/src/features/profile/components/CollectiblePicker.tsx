import { CollectibleImage, useCollectibleMetadataMap } from '@/collectibles';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { OwnedCollectible, PickedCollectible } from '../data/types.ts';

export const isSameCollectible = (a: PickedCollectible | undefined, b: PickedCollectible) =>
  a !== undefined && a.collection.toLowerCase() === b.collection.toLowerCase() && a.tokenId === b.tokenId;

/** The account's collectibles as a radio group: pick one as the profile picture. */
export function CollectiblePicker({
  owned,
  picked,
  onPick,
  label,
}: {
  owned: readonly OwnedCollectible[];
  picked: PickedCollectible | undefined;
  onPick(item: PickedCollectible): void;
  label: string;
}) {
  const { t } = useTranslation();
  const metadata = useCollectibleMetadataMap(owned.flatMap((item) => (item.tokenURI ? [item.tokenURI] : [])));
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="collectible-picker">
      <legend className="sr-only">{label}</legend>
      {owned.map((item) => {
        const meta = item.tokenURI ? metadata.get(item.tokenURI) : null;
        const name = meta?.name ?? t('Collectible #%id%', { id: item.tokenId.toString() });
        const checked = isSameCollectible(picked, item);
        return (
          <label
            key={`${item.collection}-${item.tokenId}`}
            className={cn(
              'flex cursor-pointer flex-col gap-2 rounded-2xl border-2 p-2 focus-within:outline-2 focus-within:outline-primary',
              checked ? 'border-primary bg-primary/10' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="profile-picture"
              className="sr-only"
              checked={checked}
              onChange={() => onPick({ collection: item.collection, tokenId: item.tokenId })}
            />
            <CollectibleImage metadata={meta} alt={name} allowVideo={false} sizes="160px" />
            <span className="truncate text-sm font-semibold">{name}</span>
            <span className="text-xs text-muted">#{item.tokenId.toString()}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
