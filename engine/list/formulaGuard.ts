// Texts a spreadsheet would run as a formula, kept as text as OWASP's advice on CSV injection says:
// an apostrophe before a cell that starts with = + - @, a tab or a carriage return. XLSX and CSV
// files take the same guard; CSV also guards where a value would start a cell for a reader that
// splits on another separator (Excel where the list separator is ";").

const FORMULA_START = /^[=+\-@\t\r]/;

/** A separator or line break inside a value, followed by what would start a formula. */
const CELL_START_INSIDE = /([,;\t\r\n])(?=[=+\-@])/g;

/** The text with an apostrophe first when a spreadsheet would read it as a formula. */
export function guardText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text as a CSV cell may hold it: guarded at its start and after every separator in it. */
export function guardCsvText(text: string): string {
  return guardText(text).replace(CELL_START_INSIDE, "$1'");
}
