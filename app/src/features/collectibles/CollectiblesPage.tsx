import { useCallback, useMemo, useState } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useClaimCollectible, useTransferCollectible } from './actions/useCollectibleActions.ts';
import type { FactoryPayment } from './components/ClaimButton.tsx';
import { CollectionSection } from './components/CollectionSection.tsx';
import { HeldCollectibles } from './components/HeldCollectibles.tsx';
import { TransferModal, type TransferTarget } from './components/TransferModal.tsx';
import { useCollectibles } from './data/useCollectibles.ts';
import type { CatalogItem } from './logic/catalog.ts';

/** /collectibles: every collection's designs, the account's tokens, claim and transfer. */
export function CollectiblesPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { status, contracts, catalog, held, chain, metadata, readAt } = useCollectibles();
  const claim = useClaimCollectible(contracts?.collectibleFactory);
  const transfer = useTransferCollectible();
  const [transferring, setTransferring] = useState<TransferTarget>();

  const payment = useMemo<FactoryPayment | undefined>(
    () =>
      contracts?.collectibleFactory
        ? {
            flask: contracts.flask,
            factory: contracts.collectibleFactory,
            cost: 0n,
            balance: chain?.flaskBalance ?? null,
            allowance: chain?.factoryAllowance == null ? undefined : { value: chain.factoryAllowance, readAt },
          }
        : undefined,
    [contracts, chain, readAt],
  );
  const onClaim = useCallback(
    (item: CatalogItem, name: string) =>
      claim({
        source: item.source === 'campaign' ? 'campaign' : 'factory',
        bunnyId: item.bunnyId,
        campaign: item.campaign?.address,
        name,
      }),
    [claim],
  );
  const collectionName = useCallback(
    (address: string) =>
      contracts?.section.collections.find((c) => c.address.toLowerCase() === address.toLowerCase())?.name ?? '',
    [contracts],
  );

  return (
    <section
      className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8"
      data-testid="collectibles-page"
      data-status={status}
    >
      <header>
        <h1 className="text-4xl font-black text-primary">{t('Collectibles')}</h1>
        <p className="mt-2 text-lg text-muted">
          {t(
            'Pretty special NFTs: starters for your profile, alchemists for the points you earn, badges for achievements.',
          )}
        </p>
      </header>
      {status === 'missing' ? (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold">
          {t('Collectibles are not available on this network.')}
        </p>
      ) : (
        <>
          <HeldCollectibles
            connected={Boolean(address)}
            held={held}
            metadata={metadata}
            collectionName={collectionName}
            onTransfer={setTransferring}
          />
          {catalog.length === 0 ? (
            <Skeleton className="h-64 w-full rounded-3xl" />
          ) : (
            catalog.map((entry) => (
              <CollectionSection
                key={entry.collection.address}
                entry={entry}
                metadata={metadata}
                payment={payment}
                onClaim={onClaim}
              />
            ))
          )}
        </>
      )}
      {transferring && (
        <TransferModal
          target={transferring}
          onClose={() => setTransferring(undefined)}
          onTransfer={(to) => transfer(transferring.collection, transferring.tokenId, to, transferring.name)}
        />
      )}
    </section>
  );
}
