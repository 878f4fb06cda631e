// The ROI calculator shared by farms, pools and the vault (math in sdk/src/yield/roi.ts).
export { RoiButton } from './components/RoiButton.tsx';
