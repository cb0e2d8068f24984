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
 * Whether the browser preloads a module from a link (Safari before 17 does not). A link it would not
 * fetch must not be put in the page: the build's loader takes a link to a file for a preload
 * already made, and would then ask for the files a screen imports only once the file importing them
 * has come.
 */
function preloadsModules(): boolean {
  try {
    return document.createElement('link').relList.supports('modulepreload');
  } catch {
    return false;
  }
}

/**
 * Fetches a group's files and compiles them as modules without running them (a module preload):
 * opening the group later runs them at once, all together, rather than fetching and compiling
 * each level of imports after the one importing it. Until then they cost the page their compiled
 * code (measured: about 0.2 MiB of heap for a form's) and no run. Files already fetched are left
 * alone. Each link is marked `data-ahead`, so that a measure of what a page loads can tell them
 * from the code it runs (bench/lib.mjs).
 */
export function fetchAhead(group: AheadGroup): void {
  const files = groups()[group];
  if (!Array.isArray(files) || files.length === 0 || !preloadsModules()) return;
  const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname));
  for (const link of document.head.querySelectorAll('link[href]')) fetched.add(link.getAttribute('href') ?? '');
  for (const file of files) {
    if (typeof file !== 'string' || fetched.has(file)) continue;
    fetched.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Fetched as the module script that will ask for it is, with the same credentials, so that
    // the browser's module map holds it for that script.
    link.crossOrigin = 'anonymous';
    link.dataset.ahead = '';
    link.href = file;
    document.head.append(link);
  }
}
