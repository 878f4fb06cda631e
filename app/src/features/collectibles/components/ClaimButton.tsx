import { formatAmount } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { useApproval } from '@/chain/useApproval.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { Button } from '@/ui/Button.tsx';

export interface FactoryPayment {
  flask: Address;
  factory: Address;
  cost: bigint;
  balance: bigint | null;
  /** The allowance the page's batched read saw, and when. */
  allowance: { value: bigint; readAt: number } | undefined;
}

/**
 * 'Claim': for a factory design the FLASK cost is approved first when the allowance falls short
 * (the factory burns it), then mintNFT; a campaign design mints straight away.
 */
export function ClaimButton({
  name,
  payment,
  onClaim,
}: {
  name: string;
  payment: FactoryPayment | undefined;
  onClaim(): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { state, approve } = useApproval({
    token: payment?.flask,
    spender: payment?.factory,
    amount: payment?.cost,
    symbol: 'FLASK',
    knownAllowance: payment?.allowance,
  });
  const short = payment && payment.balance !== null && payment.balance < payment.cost;

  const claim = async () => {
    if (payment && payment.cost > 0n && state === 'NOT_APPROVED') {
      const approval = await approve();
      if (!approval) return;
      const confirmed = await approval.wait().then(
        () => true,
        () => false,
      );
      if (!confirmed) return;
    }
    await onClaim();
  };

  if (short) {
    return (
      <Button size="sm" fullWidth disabled>
        {t('Not enough FLASK')}
      </Button>
    );
  }
  return (
    <AsyncButton
      size="sm"
      fullWidth
      isLoading={state === 'PENDING'}
      aria-label={t('Claim %name%', { name })}
      data-testid="claim-button"
      onClick={claim}
    >
      {payment && payment.cost > 0n
        ? t('Claim for %cost% FLASK', { cost: formatAmount(payment.cost, 18, undefined, { locale }) })
        : t('Claim')}
    </AsyncButton>
  );
}
