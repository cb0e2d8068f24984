import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let pending: Promise<Sanitize> | undefined;

/** The HTML sanitizer (DOMPurify), fetched the first time a rich-text value is drawn rather than with every list. */
function loadSanitizer(): Promise<Sanitize> {
  pending ??= import('./sanitizeHtml').then(
    (m) => (loaded = m.sanitizeHtml),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The sanitizer once it is in (at once after the first time), else undefined while it comes. */
export function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    // Without it nothing is drawn as HTML: a failed fetch leaves the placeholder.
    loadSanitizer().then(
      (fn) => current && setSanitize(() => fn),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sanitize]);
  return sanitize;
}
