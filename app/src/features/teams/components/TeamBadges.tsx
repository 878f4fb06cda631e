import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';

export function JoinableBadge({ isJoinable }: { isJoinable: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-bold',
        isJoinable ? 'bg-success/15 text-success' : 'bg-input text-muted',
      )}
      data-testid="joinable-badge"
    >
      {isJoinable ? t('Joinable') : t('Closed')}
    </span>
  );
}

export function YourTeamBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-on-accent" data-testid="your-team">
      {t('Your team')}
    </span>
  );
}
