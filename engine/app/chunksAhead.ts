/** The groups of code the build names in the document (engine/cli/viteAheadChunksPlugin.mjs). */
export type AheadGroup = 'form' | 'show' | 'tooltip';

let named: Partial<Record<AheadGroup, string[]>> | undefined;

/** The document's list of each group's files; none where the build wrote none (the dev server, tests). */
function groups(): Partial<Record<AheadGroup, string[]>> {
  if (named) return named;
  named = {};
  try {
    const data: unknown = JSON.parse(document.querySelector('meta[name="chunks-ahead"]')?.getAttribute('content') ?? '{}');
    if (data && typeof data === 'object') named = data as Partial<Record<AheadGroup, string[]>>;
  } catch {
    // A document without a readable list fetches nothing ahead; each part still loads when wanted.
  }
  return named;
}

/**
 * Whether the browser fetches a prefetch link (Safari does not). A link it would not fetch must not
 * be put in the page: the build's loader takes a link to a file for a preload already made, and
 * would then ask for the files a screen imports only once the file importing them has come.
 */
function prefetches(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/**
 * Fetches a group's files into the browser's cache without running them (a prefetch, at the
 * lowest priority): opening it later runs them from the cache rather than from the network, and
 * until then they cost the page neither time nor memory. Files already fetched are left alone.
 */
export function fetchAhead(group: AheadGroup): void {
  const files = groups()[group];
  if (!Array.isArray(files) || files.length === 0 || !prefetches()) return;
  const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname));
  for (const link of document.head.querySelectorAll('link[href]')) fetched.add(link.getAttribute('href') ?? '');
  for (const file of files) {
    if (typeof file !== 'string' || fetched.has(file)) continue;
    fetched.add(file);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    // Fetched as the module script that will ask for it is: from the cache, with the same credentials.
    link.crossOrigin = 'anonymous';
    link.href = file;
    document.head.append(link);
  }
}
