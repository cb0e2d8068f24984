/**
 * Reads a dotted path ("country.name") from an API answer; anything missing is undefined.
 * Through a list, a name that is not an index reads that field of every item ("role.id" of
 * `role: [{id: 1}, {id: 2}]` is `[1, 2]`).
 */
export function getPath(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const part of path.split('.')) {
    if (Array.isArray(node) && !/^\d+$/.test(part)) {
      node = node.map((item: unknown) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[part] : undefined)).filter((v) => v !== undefined);
      continue;
    }
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
