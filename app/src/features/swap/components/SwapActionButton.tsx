import { ConnectWalletButton } from '@/features/wallet';
import { Button } from '@/ui/Button.tsx';
import type { SwapButtonPlan } from '../logic/swapButton.ts';
import { ApprovalSteps } from './ApprovalSteps.tsx';
import { useMessage } from './useMessage.ts';

export interface SwapActionButtonProps {
  plan: SwapButtonPlan;
  onApprove(): void;
  onSwap(): void;
}

/** The swap form's action area: connect, the reason it cannot swap, approve-then-swap, or swap. */
export function SwapActionButton({ plan, onApprove, onSwap }: SwapActionButtonProps) {
  const message = useMessage();
  switch (plan.kind) {
    case 'connect':
      return <ConnectWalletButton fullWidth />;
    case 'disabled':
      return (
        <div className="flex flex-col gap-2">
          <Button fullWidth disabled data-testid="swap-button">
            {message(plan.label)}
          </Button>
          {plan.hint && <p className="text-center text-sm text-muted">{message(plan.hint)}</p>}
        </div>
      );
    case 'loading':
      return (
        <Button fullWidth disabled isLoading data-testid="swap-button">
          {message(plan.label)}
        </Button>
      );
    case 'approveFlow':
      return (
        <div className="flex flex-col gap-3">
          <div className="flex gap-2">
            <Button
              fullWidth
              variant={plan.step === 2 ? 'secondary' : 'primary'}
              disabled={plan.approveDisabled}
              isLoading={plan.approving}
              onClick={onApprove}
              data-testid="approve-button"
            >
              {message(plan.approveLabel)}
            </Button>
            <Button
              fullWidth
              variant={plan.danger ? 'danger' : 'primary'}
              disabled={plan.swapDisabled}
              onClick={onSwap}
              data-testid="swap-button"
            >
              {message(plan.swapLabel)}
            </Button>
          </div>
          <ApprovalSteps step={plan.step} />
        </div>
      );
    case 'swap':
      return (
        <Button
          fullWidth
          variant={plan.danger ? 'danger' : 'primary'}
          disabled={plan.disabled}
          onClick={onSwap}
          data-testid="swap-button"
        >
          {message(plan.label)}
        </Button>
      );
  }
}
