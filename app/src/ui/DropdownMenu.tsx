import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

// Radix's menu (with floating-ui): loaded by Dropdown.tsx when a menu first opens.

/**
 * Opening swaps Dropdown's plain trigger for the menu's, so focus briefly drops to the page and a
 * surrounding dialog pulls it back onto its own container; under Preact that arrives after the menu
 * listens for focus leaving it. Focus landing on a dialog's container is never the user's choice,
 * so it must not close the menu (clicks outside, Escape and choosing an item still do).
 */
function keepOpenWhenDialogReclaimsFocus(event: Event) {
  if (event.target instanceof Element && event.target.getAttribute('role') === 'dialog') event.preventDefault();
}

export function DropdownRoot({
  trigger,
  children,
  align,
  label,
  defaultOpen,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align: 'start' | 'end';
  label?: string;
  defaultOpen: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          onFocusOutside={keepOpenWhenDialogReclaimsFocus}
          align={align}
          sideOffset={8}
          className="z-50 max-h-[70vh] min-w-[136px] overflow-y-auto rounded-2xl border border-border bg-card p-1 text-text shadow-lg md:min-w-[168px]"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function DropdownItem({
  children,
  onSelect,
  active,
}: {
  children: ReactNode;
  onSelect?: () => void;
  active?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      data-active={active || undefined}
      className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-input data-[active]:font-bold data-[active]:text-primary"
    >
      {children}
    </DropdownMenu.Item>
  );
}

export function DropdownLinkItem({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className="outline-none data-[highlighted]:bg-input">
      {children}
    </DropdownMenu.Item>
  );
}
