// Words shared by the competition's panels, each a literal so the string extractor finds it.
import type { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { CompetitionStatus } from '../logic/types.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

export function rewardGroupLabel(t: Translate, group: number): string {
  if (group === 0) return t('Rank 1–10 in the team');
  if (group === 1) return t('Rank 11–100 in the team');
  if (group === 2) return t('Rank 101–500 in the team');
  return t('Every other trader with volume');
}

export function teamTierLabel(t: Translate, tier: number): string {
  if (tier === 0) return t('Team ranked 1st');
  if (tier === 1) return t('Team ranked 2nd');
  return t('Team ranked 3rd or lower');
}

export function statusLabel(t: Translate, status: CompetitionStatus): string {
  if (status === 'registration') return t('Registration');
  if (status === 'open') return t('Live');
  if (status === 'close') return t('Computing results');
  if (status === 'claiming') return t('Claiming');
  return t('Finished');
}

/** The team's name as the registry has it, or 'Team #id'. */
export function teamName(t: Translate, names: ReadonlyMap<number, string>, teamId: number): string {
  return names.get(teamId) ?? t('Team #%id%', { id: teamId });
}
