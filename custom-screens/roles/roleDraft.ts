/** What the role form keeps as a draft: the name and the chosen permission ids (sorted, so order is no change). */
export interface RoleValues extends Record<string, unknown> {
  name: string;
  permissions: number[];
}

export function roleValues(name: string, selected: Iterable<number>): RoleValues {
  return { name, permissions: [...selected].sort((a, b) => a - b) };
}

/** A stored draft in the role form's shape, or null (an old or foreign one is not put back). */
export function acceptRoleDraft(values: Record<string, unknown>): RoleValues | null {
  const { name, permissions } = values;
  if (typeof name !== 'string' || !Array.isArray(permissions)) return null;
  const ids = permissions.map(Number);
  return ids.every(Number.isInteger) ? roleValues(name, ids) : null;
}
