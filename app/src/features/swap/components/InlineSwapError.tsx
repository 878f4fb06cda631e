import { AlertIcon } from '@/ui/icons.tsx';

/** An error next to the swap button (expert mode sends without the confirm dialog). */
export function InlineSwapError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      data-testid="swap-inline-error"
      className="flex items-start gap-2 rounded-2xl border border-danger bg-danger/10 p-3 text-sm text-danger"
    >
      <AlertIcon className="mt-0.5 shrink-0" />
      <span className="break-words">{message}</span>
    </p>
  );
}
