import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment } from '@/profile';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import type { PickedCollectible, ProfileAccount } from '../data/types.ts';
import { initialSetupStep, joinableTeam, SETUP_STEPS, type SetupStep, totalSetupCost } from '../logic/setup.ts';
import { CollectiblePicker, isSameCollectible } from './CollectiblePicker.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { StarterStep } from './StarterStep.tsx';
import { TeamStep } from './TeamStep.tsx';

/** SPEC.md §2: profile setup in 4 steps (starter collectible, profile picture, team, name). */
export function ProfileSetup({
  contracts,
  account,
  onRunning,
}: {
  contracts: ProfileDeployment;
  account: ProfileAccount;
  onRunning(running: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [step, setStep] = useState<SetupStep>(() => initialSetupStep(account));
  const [picture, setPicture] = useState<PickedCollectible>();
  const [teamId, setTeamId] = useState<number>();
  const titles: Record<SetupStep, string> = {
    1: t('Get a starter collectible'),
    2: t('Set profile picture'),
    3: t('Join a team'),
    4: t('Set your name'),
  };
  const total = totalSetupCost(account.starter.price, account.fees.register);
  const pictureStillOwned = picture && account.owned.some((item) => isSameCollectible(picture, item));
  const team = joinableTeam(account.teams, teamId);
  const back = step > 1 && (
    <Button variant="secondary" onClick={() => setStep((step - 1) as SetupStep)}>
      {t('Back')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6" data-testid="profile-setup" data-step={step}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-primary" data-testid="setup-progress">
          {t('Step %step% of %steps%', { step, steps: SETUP_STEPS })}
        </p>
        <ol className="grid grid-cols-4 gap-2" aria-label={t('Profile setup')}>
          {([1, 2, 3, 4] as const).map((n) => (
            <li
              key={n}
              aria-current={n === step ? 'step' : undefined}
              className={cn('h-1.5 rounded-full', n <= step ? 'bg-primary' : 'bg-input')}
            >
              <span className="sr-only">{titles[n]}</span>
            </li>
          ))}
        </ol>
        <h2 className="text-2xl font-bold">{titles[step]}</h2>
        {total !== null && (
          <p className="text-sm text-muted" data-testid="setup-total-cost">
            {t('Total cost: %total% FLASK (%starter% FLASK starter collectible, %fee% FLASK registration)', {
              total: formatAmount(total, 18, DISPLAY_PRECISION.amount, { locale }),
              starter: formatAmount(account.starter.price ?? 0n, 18, DISPLAY_PRECISION.amount, { locale }),
              fee: formatAmount(account.fees.register ?? 0n, 18, DISPLAY_PRECISION.amount, { locale }),
            })}
          </p>
        )}
      </div>

      {step === 1 && <StarterStep contracts={contracts} account={account} onDone={() => setStep(2)} />}

      {step === 2 && (
        <div className="flex flex-col gap-4">
          <p>{t('Choose the collectible to show as your profile picture. The profile holds it while it is active.')}</p>
          {account.owned.length === 0 ? (
            <p className="text-muted">{t('Loading your collectibles…')}</p>
          ) : (
            <CollectiblePicker
              owned={account.owned}
              picked={picture}
              onPick={setPicture}
              label={t('Your collectibles')}
            />
          )}
          <div className="flex gap-2">
            {back}
            <Button className="flex-1" disabled={!pictureStillOwned} onClick={() => setStep(3)}>
              {pictureStillOwned ? t('Next Step') : t('Choose a collectible first')}
            </Button>
          </div>
        </div>
      )}

      {step === 3 && (
        <div className="flex flex-col gap-4">
          <p>{t('Join a team: your points count for it too. You cannot switch teams yourself later.')}</p>
          <TeamStep teams={account.teams} picked={teamId} onPick={setTeamId} />
          <div className="flex gap-2">
            {back}
            <Button className="flex-1" disabled={!team} onClick={() => setStep(4)}>
              {team ? t('Next Step') : t('Choose a team first')}
            </Button>
          </div>
        </div>
      )}

      {step === 4 && picture && team && (
        <div className="flex flex-col gap-4">
          <ConfirmStep contracts={contracts} account={account} picture={picture} team={team} onRunning={onRunning} />
          {back}
        </div>
      )}
    </div>
  );
}
