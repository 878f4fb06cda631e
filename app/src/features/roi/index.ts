// The ROI calculator shared by farms, pools and the vault (math in @flaskswap/sdk yield-roi).
export { RoiButton } from './components/RoiButton.tsx';
