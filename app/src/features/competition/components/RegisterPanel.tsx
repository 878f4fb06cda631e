import { Link } from 'react-router';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import type { CompetitionAccount } from '../logic/types.ts';
import { Card } from './Card.tsx';
import { teamName } from './CompetitionText.tsx';

const linkClass = 'font-semibold text-primary hover:underline';

/**
 * Registration (SPEC.md §6: an active profile, during the registration period): connect, the
 * 'you need a profile' path to /profile, the Register button, then the registered state.
 */
export function RegisterPanel({
  account,
  connected,
  teamNames,
  onRegister,
}: {
  account: CompetitionAccount | undefined;
  connected: boolean;
  teamNames: ReadonlyMap<number, string>;
  onRegister: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('Register')} testId="competition-register">
      {!connected ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-semibold">{t('Connect a wallet to register for the battle.')}</p>
          <ConnectWalletButton />
        </div>
      ) : !account ? null : account.registered ? (
        <p data-testid="competition-registered" role="status" className="font-semibold text-success">
          {t('You are registered: you battle for %team%.', { team: teamName(t, teamNames, account.teamId) })}
        </p>
      ) : !account.hasActiveProfile ? (
        <p data-testid="competition-needs-profile" className="flex flex-col items-start gap-2">
          <span className="font-semibold">
            {account.hasProfile
              ? t('Your profile is paused: reactivate it to register.')
              : t('You need a profile to take part in the battle: your team is your profile’s team.')}
          </span>
          <Link to="/profile" data-testid="competition-profile-link" className={linkClass}>
            {account.hasProfile ? t('Reactivate your profile') : t('Create your profile')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p>{t('You will battle for your profile’s team. Registration is once, and free apart from gas.')}</p>
          <AsyncButton data-testid="competition-register-button" onClick={onRegister}>
            {t('Register')}
          </AsyncButton>
        </div>
      )}
    </Card>
  );
}
