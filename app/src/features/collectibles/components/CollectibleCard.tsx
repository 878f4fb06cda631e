import { formatAmount } from '@flaskswap/sdk';
import { Link } from 'react-router';
import { CollectibleImage, type CollectibleView } from '@/collectibles';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { type CatalogItem, nameFromIdentifier } from '../logic/catalog.ts';
import { ClaimButton, type FactoryPayment } from './ClaimButton.tsx';

/** One design: picture, name, description, where it comes from, the account's count and claim. */
export function CollectibleCard({
  item,
  metadata,
  payment,
  onClaim,
}: {
  item: CatalogItem;
  metadata: CollectibleView | null | undefined;
  payment: FactoryPayment | undefined;
  onClaim(item: CatalogItem, name: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const name = metadata?.name ?? nameFromIdentifier(item.identifier);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm"
      data-testid="collectible-card"
      data-identifier={item.identifier}
      data-owned={item.ownedCount}
    >
      <div className="relative">
        <CollectibleImage
          metadata={metadata}
          alt={name}
          className="rounded-none"
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
        />
        {item.ownedCount > 0 && (
          <span
            className="absolute top-2 end-2 rounded-full bg-success px-3 py-1 text-xs font-bold text-on-accent shadow"
            data-testid="owned-badge"
          >
            {t('You have %count%', { count: item.ownedCount })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="truncate text-lg font-bold" title={name}>
          {name}
        </h3>
        {metadata?.description && <p className="line-clamp-3 text-sm text-muted">{metadata.description}</p>}
        <SourceLine item={item} />
        <div className="mt-auto pt-2">
          <ClaimArea item={item} name={name} payment={payment} onClaim={onClaim} />
        </div>
      </div>
    </li>
  );
}

function SourceLine({ item }: { item: CatalogItem }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  let text: string;
  if (item.source === 'starter') text = t('Starter collectible');
  else if (item.source === 'campaign') text = t('Achievement: %title%', { title: item.campaign?.title ?? '' });
  else if (item.terms && !item.terms.isActive) text = t('No longer minted');
  else if (item.terms)
    text = t('Needs %points% points · %cost% FLASK', {
      points: item.terms.thresholdUser.toString(),
      count: Number(item.terms.thresholdUser),
      cost: formatAmount(item.terms.flaskCost, 18, undefined, { locale }),
    });
  else text = t('Collectible factory');
  return (
    <p className="text-xs font-semibold tracking-wide text-secondary uppercase" data-testid="collectible-source">
      {text}
    </p>
  );
}

function ClaimArea({
  item,
  name,
  payment,
  onClaim,
}: {
  item: CatalogItem;
  name: string;
  payment: FactoryPayment | undefined;
  onClaim(item: CatalogItem, name: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const note = (text: string) => (
    <p className="text-sm text-muted" data-testid="claim-state">
      {text}
    </p>
  );
  switch (item.claim) {
    case 'claimable':
      return (
        <ClaimButton
          name={name}
          payment={item.source === 'factory' ? payment : undefined}
          onClaim={() => onClaim(item, name)}
        />
      );
    case 'claimed':
      return note(t('Claimed'));
    case 'needsProfile':
      return (
        <p className="text-sm text-muted" data-testid="claim-state">
          {t('Needs an active profile.')}{' '}
          <Link to="/profile" className="font-semibold text-primary hover:underline">
            {t('Set up your profile')}
          </Link>
        </p>
      );
    case 'needsPoints':
      return note(
        t('Needs %points% points', {
          points: item.terms?.thresholdUser.toString() ?? '',
          count: Number(item.terms?.thresholdUser ?? 0),
        }),
      );
    case 'notEligible':
      return note(t('Not eligible'));
    case 'starter':
      return (
        <Link to="/profile" className="text-sm font-semibold text-primary hover:underline">
          {t('Get one in the profile setup')}
        </Link>
      );
    default:
      return null;
  }
}
