import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { type MessageText, msg } from '@/i18n/message.ts';
import { cn } from '@/ui/cn.ts';
import { Tooltip } from '@/ui/Tooltip.tsx';
import type { PoolBadge } from '../logic/poolViews.ts';

const styles: Record<PoolBadge, string> = {
  Core: 'border-secondary text-secondary',
  Community: 'border-warning text-warning',
  Dual: 'border-primary text-primary',
  Manual: 'border-muted text-muted',
  Auto: 'border-success text-success',
};

const LABELS: Record<PoolBadge, MessageText> = {
  Core: msg('Core'),
  Community: msg('Community'),
  Dual: msg('Dual'),
  Manual: msg('Manual'),
  Auto: msg('Auto'),
};

/** Explains manual against auto pools (SPEC.md section 2). */
const TOOLTIPS: Partial<Record<PoolBadge, MessageText>> = {
  Manual: msg('You must harvest and compound your earnings from this pool manually.'),
  Auto: msg('Your stake’s rewards are harvested and staked again for you, many times a day.'),
  Dual: msg('This pool pays its rewards in two tokens.'),
};

function Badge({ badge }: { badge: PoolBadge }) {
  const { t } = useTranslation();
  const chip = (
    <span
      className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', styles[badge])}
      data-testid="pool-badge"
    >
      {t(LABELS[badge])}
    </span>
  );
  const tip = TOOLTIPS[badge];
  if (!tip) return chip;
  return (
    <Tooltip content={t(tip)}>
      <button type="button" className="rounded-full focus-visible:outline-2 focus-visible:outline-primary">
        {chip}
      </button>
    </Tooltip>
  );
}

/** Category badges: Core, Community, Dual, Manual, Auto. */
export function PoolBadges({ badges, className }: { badges: readonly PoolBadge[]; className?: string }) {
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {badges.map((badge) => (
        <Badge key={badge} badge={badge} />
      ))}
    </span>
  );
}
