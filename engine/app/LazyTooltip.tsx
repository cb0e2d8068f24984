import { cloneElement, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement, type Ref, useLayoutEffect, useRef, useState } from 'react';
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
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip, fetched when the pointer first rests on its child or the keyboard first reaches
 * it: until then the child is drawn bare (its own aria-label names it), so a page that shows a
 * tooltip only on hover does not download Popper with its first paint. The tooltip opens at
 * once for the hover or focus that fetched it, and behaves as MUI's from then on. The child
 * takes no ref of its own (this one needs it).
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  // Whether the hover or focus that asked for the tooltip still holds; whether the child had the keyboard's focus.
  const active = useRef(false);
  const focused = useRef(false);
  const child = useRef<HTMLElement>(null);

  // The child is drawn anew inside the tooltip: the keyboard focus it had moves with it.
  useLayoutEffect(() => {
    if (!Tooltip || !focused.current) return;
    focused.current = false;
    child.current?.focus();
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: child })}
      </Tooltip>
    );
  }

  const wake = () => {
    active.current = true;
    void loadTooltip().then(
      (component) => {
        setOpen(active.current);
        setTooltip(() => component);
      },
      () => undefined,
    );
  };
  const rest = () => {
    active.current = false;
  };
  return cloneElement(children, {
    ref: child,
    // Touch taps stay taps, as with MUI's tooltip (which opens only on a long press).
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') wake();
    },
    onPointerLeave: rest,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!focusVisible(event.currentTarget)) return;
      focused.current = true;
      wake();
    },
    onBlur: () => {
      focused.current = false;
      rest();
    },
  });
}
