import { useEffect } from 'react';

/** A draft's pending write goes out when the page is hidden or closed, and when the screen is left. */
export function useFlushOnPageHide(writer: { flush: () => void }): void {
  useEffect(() => {
    const flush = () => writer.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writer]);
}
