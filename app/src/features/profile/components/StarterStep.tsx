import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { CollectibleImage, useCollectibleMetadataMap } from '@/collectibles';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment } from '@/profile';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { approveFlask, mintStarter } from '../actions/requests.ts';
import { useWriteSteps } from '../actions/useWriteSteps.ts';
import type { ProfileAccount } from '../data/types.ts';
import { starterMintNeed } from '../logic/setup.ts';
import { FormError } from './FormError.tsx';

/** Step 1: pick one of the five starters, approve its FLASK price, mint it. */
export function StarterStep({
  contracts,
  account,
  onDone,
}: {
  contracts: ProfileDeployment;
  account: ProfileAccount;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [bunnyId, setBunnyId] = useState<number>();
  const { run, busy, error } = useWriteSteps();
  const { starter } = account;
  const metadata = useCollectibleMetadataMap(starter.tokenURIs.flatMap((uri) => (uri ? [uri] : [])));
  const factory = contracts.starterFactory;
  const need = starterMintNeed(starter.price, account.flaskBalance, account.allowance.starter);
  const price = starter.price === null ? '…' : formatAmount(starter.price, 18, DISPLAY_PRECISION.amount, { locale });

  if (account.owned.length > 0 || starter.hasClaimed) {
    return (
      <div className="flex flex-col gap-4">
        <p>{t('You already have a collectible: continue with your profile picture.')}</p>
        <Button onClick={onDone}>{t('Next Step')}</Button>
      </div>
    );
  }

  let blocker: string | undefined;
  if (!factory || !starter.canMint) blocker = t('Starter collectibles are not available yet');
  else if (need === 'unknown') blocker = t('Could not retrieve FLASK costs for profile');
  else if (need === 'insufficient') blocker = t('Insufficient %symbol% balance', { symbol: 'FLASK' });
  else if (bunnyId === undefined) blocker = t('Choose a starter collectible first');

  const mint = async () => {
    if (!factory || bunnyId === undefined || starter.price === null) return;
    const requests = [
      ...(need === 'approve' ? [approveFlask(t, contracts.flask, factory, starter.price)] : []),
      mintStarter(t, factory, bunnyId),
    ];
    if (await run(requests)) onDone();
  };

  return (
    <div className="flex flex-col gap-4">
      <p>{t('Every profile needs a collectible as its picture. Pick a starter for %price% FLASK.', { price })}</p>
      <p className="font-semibold" data-testid="starter-cost">
        {t('Cost: %amount% FLASK', { amount: price })}
      </p>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <legend className="sr-only">{t('Starter collectibles')}</legend>
        {starter.tokenURIs.map((uri, id) => {
          const meta = uri ? metadata.get(uri) : null;
          const name = meta?.name ?? t('Starter #%id%', { id: id + 1 });
          const checked = bunnyId === id;
          return (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the starter's bunny id
              key={id}
              className={cn(
                'flex cursor-pointer flex-col gap-2 rounded-2xl border-2 p-2 focus-within:outline-2 focus-within:outline-primary',
                checked ? 'border-primary bg-primary/10' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="starter"
                className="sr-only"
                checked={checked}
                onChange={() => setBunnyId(id)}
              />
              <CollectibleImage metadata={meta} alt={name} allowVideo={false} sizes="160px" />
              <span className="truncate text-sm font-semibold">{name}</span>
            </label>
          );
        })}
      </fieldset>
      <FormError failure={error} />
      <AsyncButton onClick={mint} disabled={Boolean(blocker) || busy} fullWidth>
        {need === 'approve' ? t('Approve FLASK and get it') : t('Get this collectible')}
      </AsyncButton>
      {blocker && (
        <p className="text-sm text-muted" data-testid="setup-blocker">
          {blocker}
        </p>
      )}
    </div>
  );
}
