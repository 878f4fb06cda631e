import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

const RELOAD_FLAG = 'flaskswap.chunkReloaded';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(
    message,
  );
}

/**
 * Route-level error screen. A failed code chunk (a new deploy replaced it) reloads the page once;
 * anything else shows a message and a way home instead of a blank screen.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isChunkLoadError(error) && !sessionStorage.getItem(RELOAD_FLAG)) {
    sessionStorage.setItem(RELOAD_FLAG, '1');
    window.location.reload();
    return null;
  }
  console.error(error);
  return (
    <section role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('Unknown Error')}</h1>
      <p className="max-w-md text-muted">{t('Something went wrong on this page. Your funds are safe; try again.')}</p>
      <Link to="/" className="rounded-2xl bg-primary px-6 py-3 font-semibold text-on-accent">
        {t('Back Home')}
      </Link>
    </section>
  );
}
