import { type ComponentType, type RefAttributes, useEffect, useRef, useState } from 'react';
import MuiTouchRipple, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';

// A forwardRef component, which MUI's declaration types as the function inside it.
const TouchRipple = MuiTouchRipple as unknown as ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>>;

/** How long the warm-up ripple is kept: longer than its pulse and its exit. */
const KEPT_MS = 1500;

/**
 * Puts the press ripple's styles in the page while it is still small. A control draws its ripple,
 * and the styling library inserts the ripple's rules and keyframes, only at its first press; a rule
 * inserted then makes the browser restyle every element of the page, about 100 ms in a list of a
 * thousand rows, inside the press. One hidden ripple drawn with the shell inserts them up front.
 */
export function RippleStyles() {
  const ripple = useRef<TouchRippleActions>(null);
  const [kept, setKept] = useState(true);
  useEffect(() => {
    ripple.current?.pulsate();
    const stop = window.setTimeout(() => ripple.current?.stop({} as never), 0);
    const remove = window.setTimeout(() => setKept(false), KEPT_MS);
    return () => {
      window.clearTimeout(stop);
      window.clearTimeout(remove);
    };
  }, []);
  if (!kept) return null;
  return (
    <span aria-hidden style={{ position: 'fixed', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      <TouchRipple ref={ripple} />
    </span>
  );
}
