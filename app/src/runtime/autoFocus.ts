import { options, type Ref, type VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it mounts (a dialog's search field);
 * Preact only writes the `autofocus` attribute, which the browser honours once per page load.
 * This gives Preact React's behaviour: the prop becomes a ref that focuses the element once.
 */
const focusedOnMount = new WeakSet<HTMLElement>();

function focusOnMount(ref: Ref<HTMLElement> | undefined) {
  return (element: HTMLElement | null) => {
    if (element && !focusedOnMount.has(element)) {
      focusedOnMount.add(element);
      element.focus();
    }
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
  previousVNodeHook?.(vnode);
  if (typeof vnode.type !== 'string' || !vnode.props.autoFocus) return;
  delete vnode.props.autoFocus;
  vnode.ref = focusOnMount(vnode.ref as Ref<HTMLElement> | undefined) as VNode['ref'];
};
