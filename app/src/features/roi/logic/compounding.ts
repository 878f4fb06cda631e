import { AUTO_VAULT_COMPOUNDS_PER_DAY, DEFAULT_COMPOUNDS_PER_DAY } from '@flaskswap/sdk';
import { msg } from '@/i18n/message.ts';

/** The ROI calculator's compounding choices for manual pools and farms (default 1x daily). */
export const COMPOUNDING_OPTIONS = [
  { label: 'None', text: msg('None'), compoundsPerDay: 0 },
  { label: '1x daily', text: msg('1x daily'), compoundsPerDay: DEFAULT_COMPOUNDS_PER_DAY },
  { label: 'Weekly', text: msg('Weekly'), compoundsPerDay: 1 / 7 },
  { label: 'Monthly', text: msg('Monthly'), compoundsPerDay: 1 / 30 },
] as const;

export type CompoundingLabel = (typeof COMPOUNDING_OPTIONS)[number]['label'];

/** The auto vault compounds for the user 288 times a day. */
export const AUTO_COMPOUNDING = {
  label: '288x daily',
  text: msg('288x daily'),
  compoundsPerDay: AUTO_VAULT_COMPOUNDS_PER_DAY,
} as const;
