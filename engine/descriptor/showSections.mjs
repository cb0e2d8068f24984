// An area whose show page says `"show": {}` (no sections) shows its list's columns, in the list's
// order, as one section. Plain JavaScript so that the dashboard (normalizeDescriptor), the
// descriptor checker and the browser tests complete a show page in one and the same way.

/** What a list cell becomes on a show page, for cells that only make sense in a table. */
const SHOW_CELL = {
  // The list's switch is an action; the page states whether the record is active (the words
  // the engine's own activation and boolean cells use).
  activation: { cell: 'boolean', label: 'common.active' },
  toggle: { cell: 'boolean' },
  // A page has room for every chip; no need to fold them.
  expandable: { cell: 'chips' },
};

/** Cells that number a table's rows: nothing to show for one record. */
const TABLE_ONLY = new Set(['rowNumber']);

/** The properties a show field has in common with a column; the rest (sortable, clamp, toggle) are the table's. */
const SHARED = ['field', 'label', 'cell', 'options', 'values', 'chipLabel', 'link'];

/** Whether a show page takes its fields from the list's columns. */
export function showsListColumns(area) {
  return Boolean(area?.show && typeof area.show === 'object' && area.show.sections === undefined);
}

/** The show field a list column gives, or null for a column a show page leaves out. */
export function showFieldOf(column) {
  if (TABLE_ONLY.has(column.cell)) return null;
  const field = {};
  for (const key of SHARED) if (column[key] !== undefined) field[key] = structuredClone(column[key]);
  return { ...field, ...SHOW_CELL[column.cell] };
}

/** The show field of each column (null where the page leaves one out), by the column's place. */
export function columnShowFields(columns) {
  return (Array.isArray(columns) ? columns : []).map((column) => (column && typeof column === 'object' ? showFieldOf(column) : null));
}

/**
 * An area descriptor (a copy) whose show page lists its sections: those written, or, for
 * `"show": {}`, one section of the list's columns. An area without list columns (an outline)
 * is left as it is.
 */
export function withShowSections(area) {
  if (!showsListColumns(area) || !Array.isArray(area.list?.columns)) return area;
  const fields = columnShowFields(area.list.columns).filter((field) => field !== null);
  return { ...area, show: { ...area.show, sections: [{ fields }] } };
}
