import { useConnection } from 'wagmi';
import { useDeployment } from '@/chain/activeChain.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useBattleActions } from './actions/useBattleActions.ts';
import { BattleHeader } from './components/BattleHeader.tsx';
import { BattleRules } from './components/BattleRules.tsx';
import { ClaimPanel } from './components/ClaimPanel.tsx';
import { EligiblePairs } from './components/EligiblePairs.tsx';
import { PhaseNote } from './components/PhaseNote.tsx';
import { RegisterPanel } from './components/RegisterPanel.tsx';
import { StatusMessage } from './components/StatusMessage.tsx';
import { TeamLeaderboard } from './components/TeamLeaderboard.tsx';
import { YourStats } from './components/YourStats.tsx';
import { useBattle } from './data/useBattle.ts';
import { useLeaderboard } from './data/useLeaderboard.ts';
import { hasVolume } from './logic/battle.ts';

/** /competition: the trading battle through registration, live, results, claiming and over (SPEC.md §2). */
export function CompetitionPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const deployment = useDeployment();
  const { status, competition, eligiblePairs, battle, teamNames, account, currentBlock } = useBattle();
  const showVolume = battle ? hasVolume(battle.status) : false;
  const leaderboard = useLeaderboard(showVolume, account?.registered ? address : undefined);
  const actions = useBattleActions(competition);
  const tokens = deployment?.tokens ?? {};

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="battle-page"
      data-status={battle?.status ?? status}
    >
      <BattleHeader status={battle?.status} />
      {status === 'missing' ? (
        <StatusMessage testId="battle-missing">{t('There is no trading battle on this network.')}</StatusMessage>
      ) : status === 'error' ? (
        <StatusMessage testId="battle-error">{t('The battle could not be read. Retrying…')}</StatusMessage>
      ) : !battle ? (
        <Skeleton className="h-96 w-full rounded-3xl" />
      ) : (
        <>
          <PhaseNote battle={battle} currentBlock={currentBlock} />
          {battle.status === 'registration' && (
            <RegisterPanel
              account={account}
              connected={Boolean(address)}
              teamNames={teamNames}
              onRegister={actions.register}
            />
          )}
          {(battle.status === 'open' || battle.status === 'close') && account && (
            <YourStats account={account} trader={leaderboard.trader} teams={leaderboard.teams} teamNames={teamNames} />
          )}
          {(battle.status === 'claiming' || battle.status === 'over') && (
            <ClaimPanel
              account={account}
              connected={Boolean(address)}
              claimable={battle.status === 'claiming'}
              onClaim={actions.claim}
            />
          )}
          {showVolume && (
            <TeamLeaderboard
              teams={leaderboard.teams}
              unavailable={leaderboard.unavailable}
              teamNames={teamNames}
              accountTeamId={account?.registered ? account.teamId : undefined}
              final={battle.status === 'claiming' || battle.status === 'over'}
            />
          )}
          {(battle.status === 'registration' || battle.status === 'open') && (
            <EligiblePairs pairs={eligiblePairs} tokens={tokens} />
          )}
          <BattleRules rewards={battle.rewards} pairCount={eligiblePairs.length} />
        </>
      )}
    </section>
  );
}
