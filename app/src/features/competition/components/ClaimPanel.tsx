import { Link } from 'react-router';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import type { CompetitionAccount } from '../logic/types.ts';
import { Card } from './Card.tsx';
import { rewardGroupLabel } from './CompetitionText.tsx';
import { Prize } from './RewardTableView.tsx';

/**
 * The account's prize from `claimInformation` (its reward group, FLASK and points), the Claim
 * button while claiming (the contract pays an active profile only: a paused one is sent to /profile),
 * then the claimed state. Once the competition is over the page stops offering it.
 */
export function ClaimPanel({
  account,
  connected,
  claimable,
  onClaim,
}: {
  account: CompetitionAccount | undefined;
  connected: boolean;
  /** The competition is in claiming. */
  claimable: boolean;
  onClaim: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const hasPrize = account ? account.flaskReward > 0n || account.pointReward > 0n : false;
  return (
    <Card title={t('Your prize')} testId="competition-claim">
      {!connected ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-semibold">{t('Connect a wallet to see your prize.')}</p>
          <ConnectWalletButton />
        </div>
      ) : !account ? null : !account.registered ? (
        <p data-testid="competition-claim-none">{t('This account did not take part in the battle.')}</p>
      ) : !account.hasResult || !hasPrize ? (
        <p data-testid="competition-claim-none">{t('No prize for this account in this battle.')}</p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p data-testid="competition-claim-group">
            {t('Your reward group: %group%', { group: rewardGroupLabel(t, account.rewardGroup) })}
          </p>
          <p data-testid="competition-claim-prize" className="text-2xl font-bold">
            <Prize flask={account.flaskReward} points={account.pointReward} />
          </p>
          {account.claimed ? (
            <p data-testid="competition-claimed" role="status" className="font-semibold text-success">
              {t('Claimed: the prize is in your wallet.')}
            </p>
          ) : claimable && !account.hasActiveProfile ? (
            <p data-testid="competition-claim-paused" className="flex flex-col items-start gap-2">
              <span className="font-semibold">{t('Your profile is paused: reactivate it to claim your prize.')}</span>
              <Link to="/profile" className="font-semibold text-primary hover:underline">
                {t('Reactivate your profile')}
              </Link>
            </p>
          ) : claimable ? (
            <AsyncButton data-testid="competition-claim-button" onClick={onClaim}>
              {t('Claim')}
            </AsyncButton>
          ) : (
            <p data-testid="competition-claim-closed">{t('Claiming has closed.')}</p>
          )}
        </div>
      )}
    </Card>
  );
}
