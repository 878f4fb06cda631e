// /prediction: loaded with its route (routes.tsx), its own chunk.
export { PredictionPage } from './PredictionPage.tsx';
