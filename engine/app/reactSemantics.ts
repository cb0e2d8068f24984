import { options, type VNode } from 'preact';

/**
 * The dashboard is drawn by Preact through its React compatibility layer (see vite.config.ts),
 * which sets `autoFocus` as the HTML attribute. A browser honours that attribute only once per
 * page, so a dialog's first button or a form's first field would not take the focus as they do
 * with React, which focuses such an element itself when it is first attached. This gives every
 * element the React behaviour: focused once, when first drawn, after the drawing that adds it
 * (so it is in the page by then), before any effect runs.
 */
const focusedOnce = new WeakSet<Element>();

function focusWhenAttached(element: HTMLElement | null): void {
  if (element === null || focusedOnce.has(element)) return;
  focusedOnce.add(element);
  queueMicrotask(() => {
    if (element.isConnected) element.focus();
  });
}

type Ref = ((element: HTMLElement | null) => void) | { current: HTMLElement | null } | null | undefined;

function withFocus(ref: Ref): (element: HTMLElement | null) => void {
  return (element) => {
    focusWhenAttached(element);
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  previous?.(vnode);
  const props = vnode.props as { autoFocus?: unknown };
  if (typeof vnode.type === 'string' && props.autoFocus) {
    // React never writes the attribute either.
    delete props.autoFocus;
    const holder = vnode as VNode & { ref?: Ref };
    // One wrapper per ref, so a redraw does not hand Preact a new ref each time.
    holder.ref = wrapped(holder.ref);
  }
};

const wrappers = new WeakMap<object, (element: HTMLElement | null) => void>();
const bare = withFocus(undefined);

function wrapped(ref: Ref): (element: HTMLElement | null) => void {
  if (!ref) return bare;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = withFocus(ref);
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}
