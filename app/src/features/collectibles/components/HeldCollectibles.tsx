import { CollectibleImage, type CollectibleView } from '@/collectibles';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { HeldToken } from '../logic/catalog.ts';
import type { TransferTarget } from './TransferModal.tsx';

/** 'Your collectibles': the account's tokens with Transfer, and the profile picture in custody. */
export function HeldCollectibles({
  connected,
  held,
  metadata,
  collectionName,
  onTransfer,
}: {
  connected: boolean;
  held: HeldToken[] | undefined;
  metadata: ReadonlyMap<string, CollectibleView | null | undefined>;
  collectionName(address: string): string;
  onTransfer(target: TransferTarget): void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="your-collectibles" className="flex flex-col gap-4" data-testid="your-collectibles">
      <h2 id="your-collectibles" className="text-2xl font-bold">
        {t('Your collectibles')}
      </h2>
      {!connected ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-card p-6 text-center">
          <p className="text-muted">{t('Connect your wallet to see and transfer your collectibles.')}</p>
          <ConnectWalletButton />
        </div>
      ) : held === undefined ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex flex-col gap-2 rounded-3xl border border-border bg-card p-3">
              <Skeleton className="aspect-square w-full rounded-2xl" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : held.length === 0 ? (
        <p
          className="rounded-3xl border border-border bg-card p-6 text-center text-muted"
          data-testid="no-collectibles"
        >
          {t('You have no collectibles yet. Claim one below or get a starter in the profile setup.')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {held.map((token) => {
            const view = token.tokenURI ? metadata.get(token.tokenURI) : null;
            const name = view?.name ?? collectionName(token.collection);
            return (
              <li
                key={`${token.collection}:${token.tokenId}`}
                className="flex flex-col gap-2 rounded-3xl border border-border bg-card p-3"
                data-testid="held-collectible"
                data-collection={token.collection}
                data-token-id={token.tokenId.toString()}
              >
                <CollectibleImage
                  metadata={view}
                  alt={name}
                  sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw"
                />
                <div className="min-w-0">
                  <p className="truncate font-bold" title={name}>
                    {name}
                  </p>
                  <p className="text-sm text-muted">
                    {collectionName(token.collection)} #{token.tokenId.toString()}
                  </p>
                </div>
                {token.isProfilePicture ? (
                  <p
                    className="rounded-xl bg-input px-3 py-1.5 text-center text-sm font-semibold"
                    data-testid="profile-picture"
                  >
                    {t('Profile picture')}
                  </p>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('Transfer %name% #%tokenId%', { name, tokenId: token.tokenId.toString() })}
                    onClick={() => onTransfer({ collection: token.collection, tokenId: token.tokenId, name })}
                  >
                    {t('Transfer')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
