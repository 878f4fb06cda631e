import { formatDateTime } from '@flaskswap/sdk';
import { Link, useParams } from 'react-router';
import type { Hex } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { useCastVote } from './actions/useSignAndPost.ts';
import { AuthorName } from './components/AuthorName.tsx';
import { CastVote } from './components/CastVote.tsx';
import { Markdown } from './components/Markdown.tsx';
import { Results } from './components/Results.tsx';
import { StateBadge, TypeBadge } from './components/StateBadge.tsx';
import { VotesList } from './components/VotesList.tsx';
import { votingErrorText } from './data/hubVoting.ts';
import type { Proposal } from './data/types.ts';
import { useProposal, useProposalResults, useProposalVotes } from './data/useProposalDetails.ts';
import { useVotingPower } from './data/useVotingReads.ts';
import { voteBlock } from './logic/vote.ts';

const PROPOSAL_ID = /^0x[0-9a-fA-F]{64}$/;

/** /voting/proposal/:id — a malformed id is the same not-found state as an unknown one. */
export function ProposalPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const validId = PROPOSAL_ID.test(id) ? (id.toLowerCase() as Hex) : undefined;
  const query = useProposal(validId);

  let content: React.ReactNode;
  if (!validId || query.data === null) {
    content = (
      <div
        className="flex flex-col items-start gap-3 rounded-3xl border border-border bg-card p-6"
        data-testid="proposal-not-found"
      >
        <p className="font-semibold">{t('Proposal not found')}</p>
        <Link to="/voting" className="font-semibold text-primary hover:underline">
          {t('Back to Vote Overview')}
        </Link>
      </div>
    );
  } else if (query.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-danger/10 p-6">
        <p className="font-semibold text-danger">{votingErrorText(query.error, t) ?? t('Error fetching data')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('Retry')}
        </Button>
      </div>
    );
  } else if (!query.data) {
    content = <Skeleton className="h-96 w-full rounded-3xl" />;
  } else {
    content = <ProposalDetails proposal={query.data} />;
  }

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8"
      data-testid="proposal-page"
      data-status={query.isError ? 'error' : query.isPending && validId ? 'loading' : 'idle'}
    >
      <Link to="/voting" className="text-sm font-semibold text-primary hover:underline">
        <span className="inline-block rtl:-scale-x-100">←</span> {t('Back to Vote Overview')}
      </Link>
      {content}
    </section>
  );
}

function ProposalDetails({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { toastSuccess } = useToast();
  const { address } = useConnection();
  const votes = useProposalVotes(proposal);
  const results = useProposalResults(proposal, votes);
  const power = useVotingPower(address, proposal.snapshot);
  const castVote = useCastVote();
  const own = address?.toLowerCase();
  const ownVote = own ? votes.votes.find((vote) => vote.voter.toLowerCase() === own) : undefined;
  const block = voteBlock({
    connected: Boolean(address),
    state: proposal.state,
    hasVoted: ownVote ? true : votes.complete ? false : undefined,
    power: power.data?.total,
    powerFailed: power.isError,
  });

  const onVote = async (choice: number) => {
    const result = await castVote(proposal.id, choice);
    if (result.ok) toastSuccess(t('Your vote has been cast'), proposal.choices[choice - 1]);
    return result.ok ? undefined : result.hubError;
  };

  return (
    // Phones read top to bottom: the proposal, then voting, then results and votes; wide screens
    // keep the details and voting in a side column beside them.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" data-proposal-id={proposal.id}>
      <article className="flex min-w-0 flex-col gap-4 rounded-3xl border border-border bg-card p-6 lg:col-start-1">
        <div className="flex flex-wrap gap-2">
          <StateBadge state={proposal.state} />
          <TypeBadge type={proposal.type} />
        </div>
        <h1 className="break-words text-3xl font-bold" data-testid="proposal-title">
          {proposal.title}
        </h1>
        <Markdown text={proposal.body} />
      </article>
      <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <dl
          className="flex flex-col gap-2 rounded-3xl border border-border bg-card p-6 text-sm"
          data-testid="proposal-details"
        >
          <Detail label={t('Author')}>
            <AuthorName address={proposal.author} />
          </Detail>
          <Detail label={t('Start Date')}>{formatDateTime(proposal.start, locale)}</Detail>
          <Detail label={t('End Date')}>{formatDateTime(proposal.end, locale)}</Detail>
          <Detail label={t('Snapshot')}>
            <span className="font-mono" data-testid="proposal-snapshot">
              {proposal.snapshot.toString()}
            </span>
          </Detail>
        </dl>
        <CastVote
          proposal={proposal}
          power={power.data?.total}
          sources={power.data?.sources}
          block={block}
          powerError={votingErrorText(power.error, t)}
          onVote={onVote}
        />
      </aside>
      {proposal.state !== 'pending' && (
        <div className="min-w-0 lg:col-start-1">
          <Results choices={proposal.choices} tally={results.tally} isError={results.isError} onRetry={results.retry} />
        </div>
      )}
      <div className="min-w-0 lg:col-start-1">
        <VotesList
          votes={votes.votes}
          choices={proposal.choices}
          complete={votes.complete}
          validVoters={results.validVoters}
          account={address}
          isError={votes.isError}
          onRetry={votes.retry}
        />
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}
