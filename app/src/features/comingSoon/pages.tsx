import { ComingSoonPage } from '@/features/layout';

/** Product areas whose issues are still open: their header and an honest 'coming soon'. */
export const TradingBattlePage = () => <ComingSoonPage title="Trading Battle" />;
