import { defaultChain } from '@/chain/chains.ts';
import { loadWalletConfig } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { isUserRejection, walletErrorText } from './walletErrors.ts';

/**
 * Shown while the wallet is on a chain FlaskSwap does not support. Switching asks the wallet to
 * change chain and, when the wallet does not know the chain (4902), to add it first.
 */
export function SwitchNetworkBanner() {
  const { t } = useTranslation();
  const { pending: isPending, run } = usePendingAction();
  const { toastError } = useToast();

  const onSwitch = () =>
    run(async () => {
      try {
        const { switchChain } = await import('@/chain/lazyActions.ts');
        await switchChain(await loadWalletConfig(), { chainId: defaultChain.id });
      } catch (error) {
        if (isUserRejection(error)) return;
        console.error('Failed to set up the network', error);
        const { title, message } = walletErrorText(error, t);
        toastError(title, message);
      }
    });

  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 bg-warning/20 px-4 py-3 text-sm">
      <span>{t('Unsupported network: please switch your wallet to %network%.', { network: defaultChain.name })}</span>
      <Button size="sm" onClick={() => void onSwitch()} isLoading={isPending}>
        {t('Switch to %network%', { network: defaultChain.name })}
      </Button>
    </div>
  );
}
