import { Button, type ButtonProps } from './Button.tsx';
import { usePendingAction } from './usePendingAction.ts';

/**
 * A Button that spins while the promise its onClick returns is pending (a write waiting for its
 * receipt), or while `isLoading` says so (a write started elsewhere). An onClick that returns
 * nothing (opening a modal, say) leaves it as it is.
 */
export function AsyncButton({
  onClick,
  isLoading,
  ...props
}: Omit<ButtonProps, 'onClick'> & { onClick(): Promise<unknown> | undefined }) {
  const { pending, run } = usePendingAction();
  return <Button {...props} isLoading={pending || isLoading} onClick={() => void run(onClick)} />;
}
