import {
  cloneElement,
  createContext,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useState,
} from 'react';

export interface DropdownProps {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  /** Names the open menu; the trigger keeps its visible text as its name (WCAG 2.5.3). */
  label?: string;
}

type MenuModule = typeof import('./DropdownMenu.tsx');
const loadMenu = () => import('./DropdownMenu.tsx');
const preload = () => void loadMenu();

/** The loaded menu code, for the items (they only render inside an open menu, i.e. once loaded). */
const MenuContext = createContext<MenuModule | undefined>(undefined);
function useMenu(): MenuModule {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('A dropdown item renders outside a Dropdown');
  return menu;
}

/**
 * Simple dropdown: min width 136px, 168px at larger sizes (SPEC.md). The menu's code (Radix menu
 * and floating-ui, about 20 KiB gzip) loads when the trigger is first pressed (hover and focus
 * fetch it ahead): until then the trigger is the plain button.
 */
export function Dropdown({ trigger, children, align = 'start', label }: DropdownProps) {
  const [menu, setMenu] = useState<MenuModule>();
  if (menu) {
    return (
      <MenuContext value={menu}>
        <menu.DropdownRoot trigger={trigger} align={align} label={label} defaultOpen>
          {children}
        </menu.DropdownRoot>
      </MenuContext>
    );
  }
  if (!isValidElement(trigger)) return trigger;
  const open = () => void loadMenu().then((loaded) => setMenu(() => loaded));
  const element = trigger as ReactElement<Record<string, unknown>>;
  return cloneElement(element, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') open();
    },
    onPointerEnter: preload,
    onFocus: preload,
  });
}

export function DropdownItem(props: { children: ReactNode; onSelect?: () => void; active?: boolean }) {
  const { DropdownItem: Item } = useMenu();
  return <Item {...props} />;
}

/** Wraps a link (or any focusable child) as a menu item, so choosing it closes the menu. */
export function DropdownLinkItem({ children }: { children: ReactNode }) {
  const { DropdownLinkItem: Item } = useMenu();
  return <Item>{children}</Item>;
}
