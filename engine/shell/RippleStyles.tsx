import { type ComponentType, type RefAttributes, useEffect, useRef } from 'react';
import MuiTouchRipple, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { PreparedStyles } from '../app/PreparedStyles';

// A forwardRef component, which MUI's declaration types as the function inside it.
const TouchRipple = MuiTouchRipple as unknown as ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>>;

/** How long the warm-up ripple is kept: longer than its pulse and its exit. */
const KEPT_MS = 1500;

/** A ripple that pulses once as it is drawn: its pulse and its exit draw the ripple's own parts. */
function PulsedRipple() {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => {
    // After the next frame: a ripple measures its box as it starts, and measuring in the middle of
    // the shell's first drawing would make the browser lay the whole page out there, inside that
    // task, rather than once in the frame.
    let stop = 0;
    const frame = window.requestAnimationFrame(() => {
      stop = window.setTimeout(() => {
        ripple.current?.pulsate();
        stop = window.setTimeout(() => ripple.current?.stop({} as never), 0);
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(stop);
    };
  }, []);
  return <TouchRipple ref={ripple} />;
}

/**
 * Puts the press ripple's styles in the page while it is still small. A control draws its ripple,
 * and the styling library inserts the ripple's rules and keyframes, only at its first press; a rule
 * inserted then makes the browser restyle every element of the page, about 100 ms in a list of a
 * thousand rows, inside the press. One hidden ripple drawn with the shell inserts them up front.
 */
export function RippleStyles() {
  return (
    <PreparedStyles keptMs={KEPT_MS}>
      <PulsedRipple />
    </PreparedStyles>
  );
}
