// The task center's view of each campaign (SPEC.md §3 "Achievement": type, title, description, badge).
import type { CampaignState } from '../data/types.ts';

export type TaskState = 'achieved' | 'claimable' | 'unavailable';

export function taskState({ achieved, claimable }: Pick<CampaignState, 'achieved' | 'claimable'>): TaskState {
  if (achieved) return 'achieved';
  return claimable ? 'claimable' : 'unavailable';
}

const ORDER: Record<TaskState, number> = { claimable: 0, achieved: 1, unavailable: 2 };

/** Claimable first, then achieved, then the rest; the manifest's order within each. */
export function sortTasks(campaigns: readonly CampaignState[]): CampaignState[] {
  return campaigns
    .map((campaign, index) => ({ campaign, index }))
    .sort((a, b) => ORDER[taskState(a.campaign)] - ORDER[taskState(b.campaign)] || a.index - b.index)
    .map(({ campaign }) => campaign);
}
