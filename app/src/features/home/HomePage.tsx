import { Link } from 'react-router';
import { useConnection } from 'wagmi';
import { useDeployment } from '@/chain/activeChain.ts';
import { ConnectWalletButton } from '@/features/wallet/ConnectWalletButton.tsx';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const { isConnected } = useConnection();
  const flask = useDeployment()?.tokens.FLASK;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-black text-primary sm:text-5xl">FlaskSwap</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        {t('Swap tokens, provide liquidity and earn FLASK on BNB Smart Chain.')}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {!isConnected && <ConnectWalletButton label="Unlock Wallet" />}
        <Link
          to={flask ? `/swap?outputCurrency=${flask}` : '/swap'}
          className="inline-flex h-12 items-center rounded-2xl border-2 border-primary px-6 font-semibold text-primary hover:bg-primary/10"
        >
          {t('Trade now')}
        </Link>
      </div>
    </section>
  );
}
