import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { CollectibleImage, IpfsImage, useCollectibleMetadata, useCollectibleMetadataMap } from '@/collectibles';
import { useUsername } from '@/hub';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment, UserProfile } from '@/profile';
import { Button } from '@/ui/Button.tsx';
import type { ProfileAccount } from '../data/types.ts';
import { PauseDialog } from './PauseDialog.tsx';
import { PictureDialog } from './PictureDialog.tsx';
import { SetUsername } from './SetUsername.tsx';

/** A registered account's profile: avatar, name, team, points, achievements, collectibles, actions. */
export function ProfileView({
  contracts,
  account,
  profile,
}: {
  contracts: ProfileDeployment;
  account: ProfileAccount;
  profile: UserProfile;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const username = useUsername(account.address);
  const avatar = useCollectibleMetadata(profile.isActive ? account.avatarTokenURI : null);
  const team = account.teams.find((item) => item.id === profile.teamId);
  const achievements = account.campaigns.filter((state) => state.achieved);
  const [dialog, setDialog] = useState<'pause' | 'reactivate' | 'update'>();
  const fee = (amount: bigint | null) =>
    amount === null ? '—' : formatAmount(amount, 18, DISPLAY_PRECISION.amount, { locale });

  return (
    <div className="flex flex-col gap-6" data-testid="profile-view" data-active={profile.isActive}>
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-border bg-card p-6 sm:flex-row">
        <div className="w-32 shrink-0" data-testid="profile-avatar">
          <CollectibleImage
            metadata={profile.isActive ? avatar : null}
            alt={t('Profile picture')}
            allowVideo={false}
            sizes="128px"
            className="rounded-full"
          />
        </div>
        <div className="flex flex-1 flex-col items-center gap-2 sm:items-start">
          <h2 className="text-2xl font-bold" data-testid="profile-username">
            {username === undefined ? '…' : username || t('No username yet')}
          </h2>
          {username === '' && profile.isActive && <SetUsername />}
          {!profile.isActive && (
            <p
              role="status"
              data-testid="profile-paused"
              className="rounded-full bg-warning/20 px-3 py-1 font-semibold"
            >
              {t('Paused')}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted">{t('Team')}</dt>
            <dd>
              {team ? (
                <Link
                  to={`/teams/${team.id}`}
                  className="font-semibold text-primary hover:underline"
                  data-testid="profile-team"
                >
                  {team.name}
                </Link>
              ) : (
                `#${profile.teamId.toString()}`
              )}
            </dd>
            <dt className="text-muted">{t('Points')}</dt>
            <dd className="font-semibold" data-testid="profile-points">
              {profile.points.toString()}
            </dd>
          </dl>
        </div>
        <div className="flex flex-col gap-2">
          {profile.isActive ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setDialog('update')}>
                {t('Change picture')}
              </Button>
              <Button size="sm" variant="tertiary" onClick={() => setDialog('pause')}>
                {t('Pause profile')}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => setDialog('reactivate')}>
              {t('Reactivate profile')}
            </Button>
          )}
          <Link to="/profile/tasks" className="text-center text-sm font-semibold text-primary hover:underline">
            {t('Task Center')}
          </Link>
        </div>
      </div>

      <section className="flex flex-col gap-3">
        <h3 className="text-lg font-bold">{t('Achievements')}</h3>
        {achievements.length === 0 ? (
          <p className="text-muted">{t('No achievements yet.')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="profile-achievements">
            {achievements.map(({ campaign }) => (
              <li key={campaign.address} className="flex items-center gap-3 rounded-2xl bg-input p-3">
                <IpfsImage link={campaign.badge} alt={campaign.title} className="size-12 shrink-0 rounded-xl" />
                <span className="flex flex-col">
                  <span className="font-semibold">{campaign.title}</span>
                  <span className="text-xs uppercase text-muted">{campaign.type}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <OwnedCollectibles account={account} />

      <PauseDialog
        contracts={contracts}
        reactivateFee={fee(account.fees.reactivate)}
        open={dialog === 'pause'}
        onOpenChange={(open) => setDialog(open ? 'pause' : undefined)}
      />
      {(dialog === 'reactivate' || dialog === 'update') && (
        <PictureDialog
          mode={dialog}
          contracts={contracts}
          account={account}
          open
          onOpenChange={(open) => setDialog(open ? dialog : undefined)}
        />
      )}
    </div>
  );
}

function OwnedCollectibles({ account }: { account: ProfileAccount }) {
  const { t } = useTranslation();
  const metadata = useCollectibleMetadataMap(account.owned.flatMap((item) => (item.tokenURI ? [item.tokenURI] : [])));
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg font-bold">{t('Your collectibles')}</h3>
      {account.owned.length === 0 ? (
        <p className="text-muted">
          {t('No collectibles in your wallet.')}{' '}
          <Link to="/collectibles" className="font-semibold text-primary hover:underline">
            {t('Collectibles')}
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="profile-collectibles">
          {account.owned.map((item) => {
            const meta = item.tokenURI ? metadata.get(item.tokenURI) : null;
            const name = meta?.name ?? t('Collectible #%id%', { id: item.tokenId.toString() });
            return (
              <li key={`${item.collection}-${item.tokenId}`} className="flex flex-col gap-1">
                <CollectibleImage metadata={meta} alt={name} allowVideo={false} sizes="160px" />
                <span className="truncate text-sm font-semibold">{name}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
