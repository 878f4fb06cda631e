// The swap feature's public API: its page, loaded lazily by routes.tsx.
export { SwapPage } from './SwapPage.tsx';
