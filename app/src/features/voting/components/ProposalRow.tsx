import { formatDateTime } from '@flaskswap/sdk';
import { Link } from 'react-router';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { Proposal } from '../data/types.ts';
import { AuthorName } from './AuthorName.tsx';
import { StateBadge, TypeBadge } from './StateBadge.tsx';

/** One proposal in the list: the whole row links to its page. */
export function ProposalRow({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const when =
    proposal.state === 'pending'
      ? t('Starts %date%', { date: formatDateTime(proposal.start, locale) })
      : proposal.state === 'active'
        ? t('Ends %date%', { date: formatDateTime(proposal.end, locale) })
        : t('Ended %date%', { date: formatDateTime(proposal.end, locale) });
  return (
    <li data-testid="proposal-row" data-proposal-id={proposal.id}>
      <Link
        to={`/voting/proposal/${proposal.id}`}
        className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="break-words text-lg font-semibold">{proposal.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <StateBadge state={proposal.state} />
          <TypeBadge type={proposal.type} />
          <span>{when}</span>
          <span>
            {t('by')} <AuthorName address={proposal.author} />
          </span>
        </span>
      </Link>
    </li>
  );
}
