// What several areas call alike (an activation switch, the list of countries a form offers) is
// written once in the product's shared descriptor (descriptors/shared.json) and used by name:
// {"use": "activation", "body": {"type": "banks"}}. It is merged in where descriptors are read
// from their files: when the dashboard is built (engine/cli/viteDescriptorPlugin.mjs), by the
// checker and by the tests. The engine itself only ever holds whole calls and lookups.

/**
 * Where a "use" names a shared part that is not there: its place, its group and the name.
 * @typedef {object} SharedProblem
 * @property {(string | number)[]} segments
 * @property {'calls' | 'sources'} group
 * @property {string} name
 */

/** The kind of the descriptor holding the shared calls and lookups. */
export const SHARED_KIND = 'shared';

/**
 * A lookup is used where a "source" is written; a call anywhere else.
 * @param {string | null} key
 * @returns {'calls' | 'sources'}
 */
function groupAt(key) {
  return key === 'source' ? 'sources' : 'calls';
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlain(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The shared part with what is written beside "use" laid over it; maps ("query", "body") merge key by key.
 * @param {Record<string, unknown>} shared
 * @param {Record<string, unknown>} written
 * @returns {Record<string, unknown>}
 */
function laidOver(shared, written) {
  const out = structuredClone(shared);
  for (const [key, value] of Object.entries(written)) {
    // "__proto__" would set the copy's prototype; no call or lookup has such a property anyway.
    if (key === 'use' || key === '__proto__') continue;
    const under = out[key];
    out[key] = isPlain(value) && isPlain(under) ? laidOver(under, value) : structuredClone(value);
  }
  return out;
}

/**
 * A descriptor (a copy) with each {"use": name} replaced by the shared call or lookup of that
 * name and what is written beside it. `shared` is the shared descriptor's contents (none: nothing
 * is shared). A name it lacks is left as written and reported as { segments, group, name }; `used`
 * lists each shared part used, as "calls/activation".
 * @template T
 * @param {T} descriptor
 * @param {unknown} shared
 * @returns {{ descriptor: T; problems: SharedProblem[]; used: Set<string> }}
 */
export function resolveShared(descriptor, shared) {
  /** @type {SharedProblem[]} */
  const problems = [];
  /** @type {Set<string>} */
  const used = new Set();
  /** @type {(node: unknown, segments: (string | number)[], key: string | null) => unknown} */
  const visit = (node, segments, key) => {
    if (Array.isArray(node)) return node.map((child, i) => visit(child, [...segments, i], null));
    if (!isPlain(node)) return node;
    if (typeof node.use === 'string') {
      const group = groupAt(key);
      // Only the shared file's own names: "constructor" or "__proto__" name nothing there.
      const pool = isPlain(shared) ? shared[group] : undefined;
      const part = isPlain(pool) && Object.hasOwn(pool, node.use) ? pool[node.use] : undefined;
      if (!isPlain(part)) {
        problems.push({ segments: [...segments, 'use'], group, name: node.use });
        return structuredClone(node);
      }
      used.add(`${group}/${node.use}`);
      return laidOver(part, node);
    }
    return Object.fromEntries(Object.entries(node).map(([k, child]) => [k, visit(child, [...segments, k], k)]));
  };
  // The copy keeps the descriptor's shape: a "use" only stands where a whole call or lookup may.
  return { descriptor: /** @type {T} */ (visit(descriptor, [], null)), problems, used };
}

/**
 * The shared descriptor among parsed descriptor contents, if there is one.
 * @param {readonly unknown[]} contents
 * @returns {Record<string, unknown> | undefined}
 */
export function sharedOf(contents) {
  return contents.filter(isPlain).find((content) => content.kind === SHARED_KIND);
}
