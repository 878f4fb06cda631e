import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <p className="text-7xl font-black text-primary">404</p>
      <h1 className="text-2xl font-bold">{t('Oops, page not found')}</h1>
      <Link to="/" className="rounded-2xl bg-primary px-6 py-3 font-semibold text-on-accent hover:bg-primary-dark">
        {t('Back Home')}
      </Link>
    </section>
  );
}
