// The Settings dialog, opened from page headers (swap, liquidity).
export { SettingsButton } from './SettingsButton.tsx';
export {
  bpsToPercentText,
  MAX_SLIPPAGE_BPS,
  parseDeadlineMinutes,
  parseSlippagePercent,
  SLIPPAGE_PRESETS_BPS,
  slippageWarning,
} from './settingsInput.ts';
