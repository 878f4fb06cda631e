import {
  cloneElement,
  isValidElement,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useRef,
  useState,
} from 'react';

type PopupModule = typeof import('./TooltipPopup.tsx');
const loadPopup = () => import('./TooltipPopup.tsx');

/**
 * A tooltip on `children` (one focusable element). Radix's tooltip and floating-ui (about 15 KiB
 * gzip, shared with the menus) load when a tooltip is first hovered or focused: the trigger is
 * rendered plain until then, and keeps the focus across the switch.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [popup, setPopup] = useState<PopupModule>();
  const refocus = useRef(false);
  // The trigger element is re-created by the switch: give it back the focus it had.
  const triggerRef = useCallback((node: HTMLElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      node.focus();
    }
  }, []);
  if (popup) {
    return (
      <popup.TooltipPopup content={content} triggerRef={triggerRef}>
        {children}
      </popup.TooltipPopup>
    );
  }
  if (!isValidElement(children)) return children;
  const want = (focused: boolean) => {
    refocus.current = focused;
    void loadPopup().then((loaded) => setPopup(() => loaded));
  };
  const element = children as ReactElement<Record<string, unknown>>;
  return cloneElement(element, {
    // As Radix does, a touch does not open a tooltip.
    onPointerEnter: (event: PointerEvent) => (event.pointerType === 'mouse' ? want(false) : void loadPopup()),
    onFocus: () => want(true),
  });
}
