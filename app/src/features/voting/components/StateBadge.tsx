import type { ProposalState } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { ProposalType } from '../data/types.ts';

const stateStyle: Record<ProposalState, string> = {
  active: 'bg-success/15 text-success',
  pending: 'bg-warning/15 text-warning',
  closed: 'bg-input text-muted',
};

export function StateBadge({ state }: { state: ProposalState }) {
  const { t } = useTranslation();
  const label = state === 'active' ? t('Vote Now') : state === 'pending' ? t('Soon') : t('Closed');
  return (
    <span
      className={cn('rounded-full px-3 py-1 text-xs font-bold uppercase', stateStyle[state])}
      data-testid="proposal-state"
      data-state={state}
    >
      {label}
    </span>
  );
}

export function TypeBadge({ type }: { type: ProposalType }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full border border-border px-3 py-1 text-xs font-semibold text-muted" data-type={type}>
      {type === 'core' ? t('Core') : t('Community')}
    </span>
  );
}
