/**
 * The dashboard's build draws with Preact through its React compatibility layer (vite.config.ts
 * puts this module in the place of `react-dom/client`): the same components, some 55 KB less
 * JavaScript on every first load. The tests draw with React itself.
 *
 * One difference matters to the admin: React focuses an element drawn with `autoFocus` when it
 * is put in the page (a dialog's safe button, the first field of a form), where Preact only sets
 * the attribute, which a browser heeds on the page's first load alone. So an element drawn with
 * it is focused here once, when first put in the page, before any effect (a dialog's focus trap)
 * looks where the focus is.
 */
import { options, type VNode } from 'preact';

export { createRoot } from 'preact/compat/client';

const focusedOnce = new WeakSet<Element>();

type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

function setRef(ref: Ref, element: Element | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

const earlier = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown; autofocus?: unknown };
  if (typeof vnode.type === 'string' && (props.autoFocus === true || props.autofocus === true)) {
    const own = vnode.ref as Ref;
    vnode.ref = (element: Element | null) => {
      setRef(own, element);
      if (!(element instanceof HTMLElement) || focusedOnce.has(element)) return;
      focusedOnce.add(element);
      // The element is in the page once the drawing that made it is done.
      queueMicrotask(() => {
        if (element.isConnected) element.focus();
      });
    };
  }
  earlier?.(vnode);
};
