import { Link, Outlet } from 'react-router';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { ConnectWalletDialog, WalletArea, WrongNetworkBanner } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Menu } from './Menu.tsx';
import { EXTERNAL_LINKS } from './menuConfig.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useFlaskTitlePrice } from './useFlaskTitlePrice.ts';
import { usePageMeta } from './usePageMeta.ts';

/** Shown while the node does not answer; reads resume by themselves when it is back. */
function ChainUnreachableBanner() {
  const { t } = useTranslation();
  const { isChainReachable } = useBlockClock();
  if (isChainReachable) return null;
  return (
    <div role="alert" className="bg-danger/15 px-4 py-3 text-center text-sm">
      {t('The network is not responding. Your funds are safe; FlaskSwap keeps retrying.')}
    </div>
  );
}

function Footer() {
  const { t } = useTranslation();
  const { currentBlock } = useBlockClock();
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-4 text-sm text-muted">
      <ExternalLink href={EXTERNAL_LINKS.community}>{t('Need help ?')}</ExternalLink>
      <span data-testid="current-block">
        {currentBlock === undefined ? t('Connecting to the chain…') : t('Block %block%', { block: currentBlock })}
      </span>
    </footer>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  usePageMeta(useFlaskTitlePrice());
  return (
    <div className="flex min-h-screen flex-col bg-bg text-text">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('Skip to content')}
      </a>
      <header className="relative flex h-16 items-center gap-3 border-b border-border bg-card px-4">
        <Link
          to="/"
          aria-label="FlaskSwap"
          className="flex shrink-0 items-center gap-2 text-xl font-black text-primary"
        >
          <img src="/logo.svg" alt="" className="size-8" />
          {/* Between xl and 2xl the desktop menu needs the wordmark's width. */}
          <span className="hidden sm:inline xl:hidden 2xl:inline">FlaskSwap</span>
        </Link>
        <Menu />
        <div className="ms-auto flex items-center gap-1">
          <LanguageSelector />
          <ThemeToggle />
          <WalletArea />
        </div>
      </header>
      <WrongNetworkBanner />
      <ChainUnreachableBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ConnectWalletDialog />
    </div>
  );
}
