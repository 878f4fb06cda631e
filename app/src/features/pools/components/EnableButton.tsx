import { useEffect, useRef, useState } from 'react';
import { type Address, maxUint256 } from 'viem';
import { useApproval } from '@/chain/useApproval.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button, type ButtonProps } from '@/ui/Button.tsx';

/**
 * 'Enable': approves `spender` for the token through the app's approval hook. The list already
 * knows the allowance from its batched read, so the hook's own allowance read starts only once
 * the user clicks (one read per click, not one per pool on every tick).
 */
export function EnableButton({
  token,
  spender,
  symbol,
  ...buttonProps
}: { token: Address; spender: Address; symbol: string } & Omit<ButtonProps, 'onClick' | 'isLoading'>) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const started = useRef(false);
  const { state, approve } = useApproval({
    token: armed ? token : undefined,
    spender: armed ? spender : undefined,
    amount: maxUint256,
    symbol,
  });

  useEffect(() => {
    if (!armed) return;
    if (state === 'APPROVED' && !started.current) setArmed(false);
    if (state !== 'NOT_APPROVED' || started.current) return;
    started.current = true;
    void (async () => {
      const tx = await approve();
      if (tx) await tx.wait().catch(() => undefined);
      started.current = false;
      setArmed(false);
    })();
  }, [armed, state, approve]);

  return (
    <Button {...buttonProps} isLoading={armed} onClick={() => setArmed(true)}>
      {armed ? t('Enabling') : t('Enable')}
    </Button>
  );
}
