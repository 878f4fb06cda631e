import type { ProposalState } from '@flaskswap/sdk';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { ProposalRow } from './components/ProposalRow.tsx';
import type { ProposalFilter } from './data/types.ts';
import { useProposals } from './data/useProposals.ts';

const STATES: readonly ProposalState[] = ['active', 'pending', 'closed'];
const TYPES: readonly ProposalFilter['type'][] = ['all', 'core', 'community'];

/** The tab and the type filter live in the URL (?state=&type=), so a filtered list can be shared. */
function useFilter(): [ProposalFilter, (changes: Partial<ProposalFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const state = STATES.find((value) => value === params.get('state')) ?? 'active';
  const type = TYPES.find((value) => value === params.get('type')) ?? 'all';
  const update = (changes: Partial<ProposalFilter>) => {
    const next = { state, type, ...changes };
    setParams({ state: next.state, type: next.type }, { replace: true });
  };
  return [{ state, type }, update];
}

/** /voting: the proposals by state (Vote Now, Soon, Closed) and type (Core, Community). */
export function VotingPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useFilter();
  const list = useProposals(filter);
  const tabLabel: Record<ProposalState, string> = { active: t('Vote Now'), pending: t('Soon'), closed: t('Closed') };
  const typeLabel: Record<ProposalFilter['type'], string> = {
    all: t('All'),
    core: t('Core'),
    community: t('Community'),
  };
  const emptyText: Record<ProposalState, string> = {
    active: t('No proposals are open for voting.'),
    pending: t('No proposals are about to open.'),
    closed: t('No closed proposals yet.'),
  };

  return (
    <section
      className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8"
      data-testid="voting-page"
      data-status={list.status}
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-black text-primary">{t('Voting')}</h1>
          <p className="mt-2 text-lg text-muted">
            {t(
              'Have your say in the future of the FlaskSwap ecosystem. Voting is free: you sign, no transaction is sent.',
            )}
          </p>
        </div>
        <Link
          to="/voting/proposal/create"
          className="inline-flex h-12 items-center rounded-2xl bg-primary px-6 font-semibold text-on-accent hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t('Make a Proposal')}
        </Link>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2" role="tablist" aria-label={t('Proposal state')}>
          {STATES.map((state) => (
            <Button
              key={state}
              role="tab"
              size="sm"
              aria-selected={filter.state === state}
              variant={filter.state === state ? 'primary' : 'tertiary'}
              onClick={() => setFilter({ state })}
            >
              {tabLabel[state]}
            </Button>
          ))}
        </div>
        <fieldset className="flex gap-1 rounded-2xl bg-input p-1" aria-label={t('Proposal type')}>
          {TYPES.map((type) => (
            <Button
              key={type}
              size="sm"
              aria-pressed={filter.type === type}
              variant={filter.type === type ? 'primary' : 'text'}
              onClick={() => setFilter({ type })}
            >
              {typeLabel[type]}
            </Button>
          ))}
        </fieldset>
      </div>

      {!list.available ? (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold">
          {t('Voting is not available on this network.')}
        </p>
      ) : list.status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-danger/10 px-4 py-6 text-center">
          <p className="font-semibold text-danger">{t('Error fetching data')}</p>
          <Button size="sm" variant="secondary" onClick={list.retry}>
            {t('Retry')}
          </Button>
        </div>
      ) : list.status === 'loading' ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t('Loading proposals')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-24 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : list.proposals.length === 0 ? (
        <p
          className="rounded-2xl border border-border bg-card p-6 text-center text-muted"
          data-testid="proposals-empty"
        >
          {emptyText[filter.state]}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={tabLabel[filter.state]} data-testid="proposal-list">
            {list.proposals.map((proposal) => (
              <ProposalRow key={proposal.id} proposal={proposal} />
            ))}
          </ul>
          {list.hasMore && (
            <Button variant="secondary" className="self-center" isLoading={list.isLoadingMore} onClick={list.loadMore}>
              {t('Load more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
