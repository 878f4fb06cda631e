import { IpfsImage } from '@/collectibles';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { TeamProfile } from '@/profile';
import { cn } from '@/ui/cn.ts';

/** Step 3: the teams with their members and points; a team that is not joinable is shown disabled. */
export function TeamStep({
  teams,
  picked,
  onPick,
}: {
  teams: readonly TeamProfile[];
  picked: number | undefined;
  onPick(teamId: number): void;
}) {
  const { t } = useTranslation();
  if (teams.length === 0) return <p className="text-muted">{t('Loading teams…')}</p>;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="team-picker">
      <legend className="sr-only">{t('Teams')}</legend>
      {teams.map((team) => {
        const unavailable = !team.isJoinable;
        const checked = picked === team.id;
        return (
          <label
            key={team.id.toString()}
            className={cn(
              'flex items-center gap-3 rounded-2xl border-2 p-3 focus-within:outline-2 focus-within:outline-primary',
              checked ? 'border-primary bg-primary/10' : 'border-border',
              unavailable ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name="team"
              className="sr-only"
              checked={checked}
              disabled={unavailable}
              onChange={() => onPick(team.id)}
            />
            <IpfsImage link={team.image} alt={team.name} className="size-12 shrink-0 rounded-xl" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold">{team.name}</span>
              <span className="truncate text-sm text-muted">{team.description}</span>
              {unavailable && (
                <span className="text-sm text-warning">{t('This team is not accepting new members')}</span>
              )}
            </span>
            <span className="flex flex-col items-end text-sm">
              <span>{t('%count% members', { count: Number(team.users) })}</span>
              <span className="text-muted">
                {t('%points% points', { points: team.points.toString(), count: Number(team.points) })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
