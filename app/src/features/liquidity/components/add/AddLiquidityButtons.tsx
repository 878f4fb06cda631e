import type { Currency } from '@flaskswap/sdk';
import type { ApprovalState } from '@/chain/useApproval.ts';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { ActionError } from '../../logic/deriveMint.ts';

export interface ApprovalButtonState {
  currency: Currency | undefined;
  state: ApprovalState;
  approve(): void;
}

/**
 * 'Connect Wallet', then an Enable button per token that still needs an approval, then Supply,
 * enabled only when both are approved and nothing is wrong; a disabled Supply says why.
 */
export function AddLiquidityButtons({
  account,
  error,
  approvals,
  onSupply,
}: {
  account: string | undefined;
  error: ActionError | undefined;
  approvals: readonly ApprovalButtonState[];
  onSupply(): void;
}) {
  const { t } = useTranslation();
  if (!account) return <ConnectWalletButton fullWidth />;
  const pending = approvals.filter((approval) => approval.state === 'NOT_APPROVED' || approval.state === 'PENDING');
  const allApproved = approvals.every((approval) => approval.state === 'APPROVED');
  return (
    <div className="flex flex-col gap-3">
      {!error && pending.length > 0 && (
        <div className="flex gap-2">
          {pending.map(({ currency, state, approve }) => (
            <Button
              key={currency?.symbol}
              className="flex-1"
              onClick={approve}
              isLoading={state === 'PENDING'}
              disabled={state === 'PENDING'}
            >
              {state === 'PENDING'
                ? t('Enabling %symbol%', { symbol: currency?.symbol ?? '' })
                : t('Enable %symbol%', { symbol: currency?.symbol ?? '' })}
            </Button>
          ))}
        </div>
      )}
      <Button fullWidth onClick={onSupply} disabled={Boolean(error) || !allApproved} data-testid="supply-button">
        {error ? t(error.message, error.data) : t('Supply')}
      </Button>
    </div>
  );
}
