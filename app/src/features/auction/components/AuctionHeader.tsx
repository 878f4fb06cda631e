import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** The page's title, what the auction is for, and the way back to the farms. */
export function AuctionHeader() {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col items-center gap-3 text-center">
      <h1 className="text-4xl font-black text-primary">{t('Community Farm Auction')}</h1>
      <p className="text-lg font-semibold">
        {t('Each week, whitelisted projects bid FLASK for a 7-day farm. The top bidders win; winning bids are burned.')}
      </p>
      <Link to="/farms" className="font-semibold text-primary hover:underline">
        {t('Back to Farms')}
      </Link>
    </header>
  );
}
