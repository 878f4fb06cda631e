import { type Address, maxUint256 } from 'viem';
import { useApproval } from '@/chain/useApproval.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button, type ButtonProps } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { useYieldPositions } from '../data/useYieldMarket.ts';

/**
 * 'Enable': approves `spender` for the token. The allowance is the one the yield list read in its
 * batched read (no call of its own per pool); it shows 'Enabling' from the wallet prompt until
 * that read sees the confirmed approval.
 */
export function EnableButton({
  token,
  spender,
  symbol,
  allowance,
  ...buttonProps
}: { token: Address; spender: Address; symbol: string; allowance: bigint } & Omit<
  ButtonProps,
  'onClick' | 'isLoading'
>) {
  const { t } = useTranslation();
  const { readAt } = useYieldPositions();
  const { pending: submitting, run } = usePendingAction();
  const { state, approve } = useApproval({
    token,
    spender,
    amount: maxUint256,
    symbol,
    knownAllowance: { value: allowance, readAt },
  });
  const enabling = submitting || state === 'PENDING';

  const enable = () =>
    run(async () => {
      const tx = await approve();
      if (tx) await tx.wait().catch(() => undefined);
    });

  return (
    <Button {...buttonProps} isLoading={enabling} onClick={() => void enable()}>
      {enabling ? t('Enabling') : t('Enable')}
    </Button>
  );
}
