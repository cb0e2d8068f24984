import { cloneElement, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | undefined;
let pending: Promise<TooltipComponent> | undefined;

function loadTooltip(): Promise<TooltipComponent> {
  pending ??= import('@mui/material/Tooltip').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A failed fetch is tried again on the next hover.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Whether the keyboard brought the focus (as MUI's tooltip asks; false where the browser cannot tell). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type LazyTooltipProps = Omit<TooltipProps, 'children' | 'open' | 'onOpen' | 'onClose'> & { children: ReactElement<TriggerProps> };

/** Hands a node to a ref of any kind. */
function assign(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * MUI's Tooltip, fetched when the pointer first rests on its child or the keyboard first reaches
 * it: until then the child is drawn bare (its own aria-label names it), so a page that shows a
 * tooltip only on hover does not download Popper with its first paint, nor draw a tooltip for
 * each of its rows. The tooltip opens at once for the hover that fetched it, and behaves
 * as MUI's from then on; a tooltip without a title fetches nothing. The child keeps its own ref
 * and pointer and focus handlers, and is not drawn anew once the hover has moved on (to a dialog
 * it opened, say). The keyboard's first focus fetches the tooltip; the next one shows it.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  // Whether the hover or focus that asked for the tooltip still holds (no press since).
  const active = useRef(false);
  const child = useRef<HTMLElement>(null);
  const own = children.props;
  const ownRef = own.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      child.current = node;
      assign(ownRef, node);
    },
    [ownRef],
  );

  // The child is drawn anew inside the tooltip: the keyboard focus it had moves with it, unless
  // the focus has gone elsewhere meanwhile (a drawing React had to put off, see `show`).
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    const current = document.activeElement;
    if (current === null || current === document.body) child.current?.focus();
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip {...tooltip} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }

  const titled = tooltip.title !== '' && tooltip.title !== null && tooltip.title !== undefined;
  // The child is drawn anew inside the tooltip at once (flushSync), so no press, release or Tab
  // comes between. Asked while React is drawing (a dialog's effect giving the focus back), React
  // draws it just after instead.
  const show = (component: TooltipComponent) => {
    refocus.current = child.current !== null && child.current === document.activeElement;
    flushSync(() => {
      setOpen(true);
      setTooltip(() => component);
    });
  };
  const wake = (byPointer: boolean) => {
    if (!titled) return;
    active.current = true;
    if (loaded) {
      const component = loaded;
      // A focus may be given back by a closing dialog while its effects still run (its focus trap
      // still listening): the child is drawn anew only once they are done, before any key.
      if (byPointer) show(component);
      else
        queueMicrotask(() => {
          if (active.current) show(component);
        });
      return;
    }
    void loadTooltip().then(
      (component) => {
        // Drawn inside the tooltip only while the hover that asked still holds: a dialog the child
        // opened meanwhile must give the focus back to the child it knows. A keyboard focus is not
        // redrawn from here, where a Tab may be under way: the tooltip comes with the next focus.
        if (byPointer && active.current) show(component);
      },
      () => undefined,
    );
  };
  const rest = () => {
    active.current = false;
  };
  return cloneElement(children, {
    ref,
    // Touch taps stay taps, as with MUI's tooltip (which opens only on a long press).
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') wake(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      rest();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      rest();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusVisible(event.currentTarget)) wake(false);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      rest();
    },
  });
}
