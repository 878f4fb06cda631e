// The ROI calculator shared by farms, pools and the vault (math in @flaskswap/sdk yield-roi).
export { AUTO_COMPOUNDING, COMPOUNDING_OPTIONS } from './compounding.ts';
export { RoiButton } from './RoiButton.tsx';
export { RoiCalculatorModal, type RoiCalculatorProps } from './RoiCalculatorModal.tsx';
