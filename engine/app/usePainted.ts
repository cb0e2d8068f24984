import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * False until the caller's first drawing has been painted (see afterNextPaint). A read that the
 * first drawing does without (the bell's count, a list's saved views) waits for it: on a slow
 * phone the screen's own code and rows then have the network and the processor to themselves.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
