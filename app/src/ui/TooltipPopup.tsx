import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode, Ref } from 'react';

// Radix's tooltip (with floating-ui): loaded by Tooltip.tsx when a tooltip is first wanted.

export function TooltipPopup({
  content,
  children,
  triggerRef,
}: {
  content: ReactNode;
  children: ReactNode;
  triggerRef: Ref<HTMLElement>;
}) {
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root defaultOpen>
        <RadixTooltip.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-xl bg-text px-3 py-2 text-sm text-card shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-text" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
