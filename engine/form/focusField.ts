/** What the keyboard can reach inside a field (a file field's hidden input is not: its button is). */
const FOCUSABLE = [
  'input:not([type=hidden]):not([hidden]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[contenteditable=true]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function escapeId(id: string): string {
  return typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(id) : id.replace(/[^\w-]/g, '\\$&');
}

/** The element of a form field the admin types in or presses: `root_{field}`, or the first one the keyboard reaches near it. */
function fieldTarget(field: string, root: ParentNode = document): HTMLElement | null {
  const id = `root_${field}`;
  let element = root.querySelector<HTMLElement>(`#${escapeId(id)}`);
  // Rows and groups: their first inner field (root_{field}_0_name), not a field that only starts alike.
  element ??= [...root.querySelectorAll<HTMLElement>(`[id^="${id}_"]`)].find((candidate) => /^_\d/.test(candidate.id.slice(id.length))) ?? null;
  if (!element) return null;
  if (element.matches(FOCUSABLE)) return element;
  // A hidden file input, a group: look inside, then around it (a field's own wrapper).
  let scope: HTMLElement | null = element;
  for (let depth = 0; scope && depth < 4; depth += 1, scope = scope.parentElement) {
    const inner = scope.querySelector<HTMLElement>(FOCUSABLE);
    if (inner) return inner;
  }
  return null;
}

/** Brings a field into view and puts the cursor in it. */
export function focusField(field: string, root: ParentNode = document): boolean {
  const target = fieldTarget(field, root);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/** Of these fields, the one the form shows first (the admin reads from the top). */
export function firstInForm(fields: readonly string[], root: ParentNode = document): string | undefined {
  const placed = fields.map((field) => ({ field, element: fieldTarget(field, root) })).filter((entry): entry is { field: string; element: HTMLElement } => entry.element !== null);
  placed.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return placed[0]?.field ?? fields[0];
}

/** Puts the cursor in the first field of the form that takes it. */
export function focusFirstField(root: ParentNode = document): boolean {
  const form = root.querySelector('form') ?? root;
  const target = form.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return true;
}
