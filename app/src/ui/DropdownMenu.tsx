import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

// Radix's menu (with floating-ui): loaded by Dropdown.tsx when a menu first opens.

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
