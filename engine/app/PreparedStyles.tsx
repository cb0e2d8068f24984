import { type ReactNode, useEffect, useState } from 'react';

/**
 * Draws its children once, hidden, when the screen first draws, then removes them: the styling
 * library inserts a component's rules when it is first drawn, and a rule inserted into a page that
 * has grown long (a list of a thousand rows) makes the browser restyle every element. Drawing the
 * parts a screen shows later (a refresh bar) while the page is still small inserts their rules then.
 * The children must be drawn with the same style props as where they are shown. `keptMs` keeps
 * them for a while, for children that draw more of themselves after their first drawing.
 */
export function PreparedStyles({ children, keptMs = 0 }: { children: ReactNode; keptMs?: number }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (keptMs === 0) {
      setDrawn(true);
      return;
    }
    const remove = window.setTimeout(() => setDrawn(true), keptMs);
    return () => window.clearTimeout(remove);
  }, [keptMs]);
  if (drawn) return null;
  return (
    <div hidden aria-hidden data-prepared-styles>
      {children}
    </div>
  );
}
