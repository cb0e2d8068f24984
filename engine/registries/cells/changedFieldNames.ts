/** The fields a change names, in `old` and `attributes` (either may be absent), each once. */
export function changedFieldNames(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const names = new Set<string>();
  for (const part of ['attributes', 'old'] as const) {
    const fields: unknown = (value as Record<string, unknown>)[part];
    if (fields && typeof fields === 'object' && !Array.isArray(fields)) for (const name of Object.keys(fields)) names.add(name);
  }
  return [...names];
}
