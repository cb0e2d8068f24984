// An area whose show page says `"show": {}` (no sections) shows its list's columns, in the list's
// order, as one section. Plain JavaScript so that the dashboard (normalizeDescriptor), the
// descriptor checker and the browser tests complete a show page in one and the same way.

/** @import { ShowField } from './descriptor.types' */

/**
 * What a list cell becomes on a show page, for cells that only make sense in a table.
 * @type {Record<string, Partial<ShowField>>}
 */
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
const SHARED = ['field', 'label', 'cell', 'options', 'values', 'chipLabel', 'link', 'thumbnail', 'groupField', 'whenEmpty'];

/**
 * Whether a show page takes its fields from the list's columns.
 * @param {unknown} area
 * @returns {boolean}
 */
export function showsListColumns(area) {
  const show = isRecord(area) ? area.show : undefined;
  return isRecord(show) && show.sections === undefined;
}

/**
 * The show field a list column gives, or null for a column a show page leaves out.
 * @param {object} column
 * @returns {ShowField | null}
 */
export function showFieldOf(column) {
  const written = /** @type {Record<string, unknown>} */ (column);
  const cell = typeof written.cell === 'string' ? written.cell : '';
  if (TABLE_ONLY.has(cell)) return null;
  /** @type {Record<string, unknown>} */
  const field = {};
  for (const key of SHARED) if (written[key] !== undefined) field[key] = structuredClone(written[key]);
  // A column has the show field's properties of the same names (the engine schema says so).
  return /** @type {ShowField} */ ({ ...field, ...SHOW_CELL[cell] });
}

/**
 * The show field of each column (null where the page leaves one out), by the column's place.
 * @param {unknown} columns
 * @returns {(ShowField | null)[]}
 */
export function columnShowFields(columns) {
  return (Array.isArray(columns) ? columns : []).map((column) => (column && typeof column === 'object' ? showFieldOf(column) : null));
}

/**
 * An area descriptor (a copy) whose show page lists its sections: those written, or, for
 * `"show": {}`, one section of the list's columns. An area without list columns (an outline)
 * is left as it is.
 * @template T
 * @param {T} area
 * @returns {T}
 */
export function withShowSections(area) {
  if (!isRecord(area) || !showsListColumns(area)) return area;
  const columns = isRecord(area.list) ? area.list.columns : undefined;
  if (!Array.isArray(columns)) return area;
  const fields = columnShowFields(columns).filter((field) => field !== null);
  return /** @type {T} */ ({ ...area, show: { ...(isRecord(area.show) ? area.show : {}), sections: [{ fields }] } });
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
