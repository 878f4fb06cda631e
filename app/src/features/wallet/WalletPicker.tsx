import { use, useSyncExternalStore } from 'react';
import type { Connector } from 'wagmi';
import { connect, getConnectors, watchConnectors } from 'wagmi/actions';
import { useActiveChain } from '@/chain/activeChain.ts';
import { loadWalletConfig } from '@/chain/connection.ts';
import { connectorIds } from '@/chain/wagmi.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { walletErrorText } from './walletErrors.ts';
import { useWalletModal } from './walletModalStore.ts';

const ourIds = new Set<string>(Object.values(connectorIds));

/**
 * Wallets in the order a user looks for them: browser wallets announced through EIP-6963
 * (else the generic injected/MetaMask entry), WalletConnect, Binance Chain Wallet, and on
 * local builds the devnet's test wallet.
 */
function orderConnectors(connectors: readonly Connector[]): Connector[] {
  const announced = connectors.filter((connector) => !ourIds.has(connector.id));
  const byId = (id: string) => connectors.find((connector) => connector.id === id);
  const browser = announced.length > 0 ? announced : [byId(connectorIds.metaMask)];
  return [
    ...browser,
    byId(connectorIds.walletConnect),
    byId(connectorIds.binance),
    byId(connectorIds.localTestWallet),
  ].filter((connector): connector is Connector => connector !== undefined);
}

/** The connect dialog: loaded (with wagmi) when it first opens, by ConnectWalletDialog. */
export function WalletPicker() {
  const { t } = useTranslation();
  const { open, setOpen } = useWalletModal();
  const config = use(loadWalletConfig());
  // Browser wallets announce themselves (EIP-6963) after the config asked them: the list follows.
  const connectors = useSyncExternalStore(
    (onChange) => watchConnectors(config, { onChange }),
    () => getConnectors(config),
  );
  const { chain } = useActiveChain();
  const { toastError } = useToast();
  const { pendingKey: pending, run } = usePendingAction<string>();

  const choose = (connector: Connector) =>
    run(async () => {
      try {
        await connect(config, { connector });
        setOpen(false);
      } catch (error) {
        const { title, message } = walletErrorText(error, t);
        toastError(title, message);
      }
    }, connector.uid);

  return (
    <Modal open={open} onOpenChange={setOpen} title={t('Connect Wallet')}>
      <ul className="grid gap-2" aria-label={t('Wallets')}>
        {orderConnectors(connectors).map((connector) => (
          <li key={connector.uid}>
            <button
              type="button"
              onClick={() => choose(connector)}
              disabled={pending !== undefined}
              className="flex w-full items-center gap-3 rounded-2xl border border-border bg-input/40 px-4 py-3 text-start font-semibold hover:border-primary disabled:opacity-60"
            >
              {connector.icon ? (
                <img src={connector.icon} alt="" className="size-8 rounded-lg" />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-8 place-items-center rounded-lg bg-primary/15 text-primary"
                >
                  {connector.name.slice(0, 1)}
                </span>
              )}
              <span className="flex-1">{connector.name}</span>
              {pending === connector.uid && <Spinner />}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        {t('Connecting to %network%. Your wallet keeps your keys: FlaskSwap never sees them.', { network: chain.name })}
      </p>
    </Modal>
  );
}
