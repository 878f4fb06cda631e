import type { Currency } from '@flaskswap/sdk';
import type { Hex } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { AlertIcon, SentIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { AddToWalletButton } from './AddToWalletButton.tsx';

/** The wallet prompt is open: what is being signed, and where to look. */
export function WaitingForConfirmationView({ pendingText }: { pendingText?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="confirmation-waiting">
      <Spinner className="size-16 border-4 text-primary" label={t('Waiting For Confirmation')} />
      {pendingText && <p className="font-semibold">{pendingText}</p>}
      <p className="text-sm text-muted">{t('Confirm this transaction in your wallet')}</p>
    </div>
  );
}

/** The wallet sent it: explorer link where the chain has one, add-token offer, Close. */
export function TransactionSubmittedView({
  hash,
  currencyToAdd,
  onDismiss,
}: {
  hash: Hex;
  currencyToAdd?: Currency | undefined;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  const { chain } = useActiveChain();
  const link = explorerLink(chain, { transaction: hash });
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="confirmation-submitted">
      <SentIcon width="64" height="64" strokeWidth="1.5" className="text-primary" />
      {link && <ExternalLink href={link}>{t('View on BscScan')}</ExternalLink>}
      <p className="max-w-full truncate font-mono text-xs text-muted" title={hash} data-testid="submitted-hash">
        {hash}
      </p>
      <AddToWalletButton currency={currencyToAdd} />
      <Button fullWidth onClick={onDismiss}>
        {t('Close')}
      </Button>
    </div>
  );
}

/** Why the transaction could not be sent, with Dismiss. */
export function TransactionErrorView({ message, onDismiss }: { message: string; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="confirmation-error">
      <AlertIcon width="56" height="56" strokeWidth="1.5" className="text-danger" />
      <p role="alert" className="break-words text-danger">
        {message}
      </p>
      <Button fullWidth onClick={onDismiss}>
        {t('Dismiss')}
      </Button>
    </div>
  );
}
