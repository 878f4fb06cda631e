import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useCompetitionActions } from './actions/useCompetitionActions.ts';
import { ClaimPanel } from './components/ClaimPanel.tsx';
import { CompetitionHeader } from './components/CompetitionHeader.tsx';
import { CompetitionRules } from './components/CompetitionRules.tsx';
import { EligiblePairs } from './components/EligiblePairs.tsx';
import { PhaseNote } from './components/PhaseNote.tsx';
import { RegisterPanel } from './components/RegisterPanel.tsx';
import { StatusMessage } from './components/StatusMessage.tsx';
import { TeamLeaderboard } from './components/TeamLeaderboard.tsx';
import { YourStats } from './components/YourStats.tsx';
import { useCompetition } from './data/useCompetition.ts';
import { useLeaderboard } from './data/useLeaderboard.ts';
import { hasVolume } from './logic/competition.ts';

/** /competition: the trading competition through registration, live, results, claiming and over (SPEC.md §2). */
export function CompetitionPage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const deployment = useDeployment();
  const { status, competitionAddress, eligiblePairs, competition, teamNames, account, currentBlock } = useCompetition();
  const showVolume = competition ? hasVolume(competition.status) : false;
  const leaderboard = useLeaderboard(showVolume, account?.registered ? address : undefined);
  const actions = useCompetitionActions(competitionAddress);
  const tokens = deployment?.tokens ?? {};

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="competition-page"
      data-status={competition?.status ?? status}
    >
      <CompetitionHeader status={competition?.status} />
      {status === 'missing' ? (
        <StatusMessage testId="competition-missing">{t('There is no trading battle on this network.')}</StatusMessage>
      ) : status === 'error' ? (
        <StatusMessage testId="competition-error">{t('The battle could not be read. Retrying…')}</StatusMessage>
      ) : !competition ? (
        <Skeleton className="h-96 w-full rounded-3xl" />
      ) : (
        <>
          <PhaseNote competition={competition} currentBlock={currentBlock} />
          {competition.status === 'registration' && (
            <RegisterPanel
              account={account}
              connected={Boolean(address)}
              teamNames={teamNames}
              onRegister={actions.register}
            />
          )}
          {(competition.status === 'open' || competition.status === 'close') && account && (
            <YourStats account={account} trader={leaderboard.trader} teams={leaderboard.teams} teamNames={teamNames} />
          )}
          {(competition.status === 'claiming' || competition.status === 'over') && (
            <ClaimPanel
              account={account}
              connected={Boolean(address)}
              claimable={competition.status === 'claiming'}
              onClaim={actions.claim}
            />
          )}
          {showVolume && (
            <TeamLeaderboard
              teams={leaderboard.teams}
              unavailable={leaderboard.unavailable}
              teamNames={teamNames}
              accountTeamId={account?.registered ? account.teamId : undefined}
              final={competition.status === 'claiming' || competition.status === 'over'}
            />
          )}
          {(competition.status === 'registration' || competition.status === 'open') && (
            <EligiblePairs pairs={eligiblePairs} tokens={tokens} />
          )}
          <CompetitionRules rewards={competition.rewards} pairCount={eligiblePairs.length} />
        </>
      )}
    </section>
  );
}
