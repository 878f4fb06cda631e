// Reading the Settings dialog's text fields (SPEC.md section 5). Nothing here throws: the
// result says whether the text can be stored.

import { type MessageText, msg } from '@/i18n/message.ts';

/** SPEC.md section 9: slippage accepted only below 5000 basis points (50%). */
export const MAX_SLIPPAGE_BPS = 5000;
/** Presets 0.1%, 0.5%, 1%. */
export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const;
/** Below 0.5% the swap may fail; above 5% it may be frontrun. */
export const LOW_SLIPPAGE_BPS = 50;
export const HIGH_SLIPPAGE_BPS = 500;

const DECIMAL_TEXT = /^\d*\.?\d*$/;

/**
 * A typed percentage → basis points (×100). Accepted only when the text round-trips (at most
 * two decimals, so 0.123 is refused rather than silently cut) and stays under 50%.
 */
export function parseSlippagePercent(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.' || !DECIMAL_TEXT.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  if (!Number.isFinite(percent)) return undefined;
  const bps = Math.round(percent * 100);
  if (Math.abs(bps / 100 - percent) > 1e-9) return undefined;
  return bps < MAX_SLIPPAGE_BPS ? bps : undefined;
}

/** A warning under the slippage field, as its English key. */
export type SlippageWarning = MessageText;

export function slippageWarning(bps: number): SlippageWarning | undefined {
  if (bps < LOW_SLIPPAGE_BPS) return msg('Your transaction may fail');
  if (bps > HIGH_SLIPPAGE_BPS) return msg('Your transaction may be frontrun');
  return undefined;
}

/** Basis points as the percentage the field shows: 50 → "0.5". */
export function bpsToPercentText(bps: number): string {
  return (bps / 100).toString();
}

/** Whole minutes (a positive integer) → seconds, the unit the store keeps. */
export function parseDeadlineMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  if (!Number.isSafeInteger(minutes) || minutes <= 0) return undefined;
  return minutes * 60;
}

/** The word to type before expert mode turns on. */
export const EXPERT_MODE_CONFIRM_WORD = 'confirm';

export function isExpertModeConfirmation(text: string): boolean {
  return text === EXPERT_MODE_CONFIRM_WORD;
}
