import { useState } from 'react';
import { Button, type ButtonProps } from './Button.tsx';

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
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isLoading={pending || isLoading}
      onClick={async () => {
        const running = onClick();
        if (!running) return;
        setPending(true);
        try {
          await running;
        } finally {
          setPending(false);
        }
      }}
    />
  );
}
