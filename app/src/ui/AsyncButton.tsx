import { useState } from 'react';
import { Button, type ButtonProps } from './Button.tsx';

/**
 * A Button that spins while the promise its onClick returns is pending (a write waiting for its
 * receipt). An onClick that returns nothing (opening a modal, say) leaves it as it is.
 */
export function AsyncButton({
  onClick,
  ...props
}: Omit<ButtonProps, 'onClick' | 'isLoading'> & { onClick(): Promise<unknown> | undefined }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isLoading={pending}
      onClick={async () => {
        const running = onClick();
        if (!running) return;
        setPending(true);
        await running;
        setPending(false);
      }}
    />
  );
}
