import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button, type ButtonProps } from '@/ui/Button.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { type ApprovalTarget, useApproval } from './useApproval.ts';

export type ApproveThenSubmit = ReturnType<typeof useApproveThenSubmit>;

/**
 * A form that spends a token: its submit approves first while the allowance is short (the form
 * stays open for a second submit), then runs `act` with the amount.
 */
export function useApproveThenSubmit(target: ApprovalTarget, act: (amount: bigint) => Promise<void>) {
  const approval = useApproval(target);
  const { pending, run } = usePendingAction();
  const needsApproval = approval.state === 'NOT_APPROVED' || approval.state === 'PENDING';

  const submit = async () => {
    const { amount } = target;
    if (amount === undefined) return;
    await run(async () => {
      if (needsApproval) {
        const tx = await approval.approve();
        if (tx) await tx.wait().catch(() => undefined);
        return;
      }
      await act(amount);
    });
  };

  return { approvalState: approval.state, needsApproval, pending, submit };
}

/** The form's submit button: Enable / Enabling while approving, then the action's own label. */
export function ApproveThenSubmitButton({
  step,
  actionLabel,
  disabled,
  ...buttonProps
}: { step: ApproveThenSubmit; actionLabel: string } & Omit<ButtonProps, 'type' | 'isLoading' | 'children'>) {
  const { t } = useTranslation();
  const approving = step.approvalState === 'PENDING';
  const label = step.needsApproval
    ? approving
      ? t('Enabling')
      : t('Enable')
    : step.pending
      ? t('Confirming')
      : actionLabel;
  return (
    <Button
      type="submit"
      fullWidth
      disabled={disabled || step.approvalState === 'UNKNOWN'}
      isLoading={step.pending || approving}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
