import type { RowResult } from './sendRows';

// The files the import hands back: the template (the fields' labels as headers) and the rows that
// did not go in, as the admin gave them with a reason column, to fix and import again. CSV with a
// byte-order mark so Excel reads Arabic right; a cell that would start a formula is kept as text.

const FORMULA_START = /^[=+\-@\t\r]/;

function field(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csv(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}

/** An empty file with the import's headers in the admin's language. */
export function templateCsv(headers: readonly string[]): string {
  return csv([headers]);
}

/** The rows that failed or were skipped with a problem, each with its reason in the admin's language. */
export function failedRowsCsv(headers: readonly string[], results: readonly RowResult[], reasonHeader: string, reasonText: (result: RowResult) => string): string {
  const failed = results.filter((result) => result.status === 'failed' || (result.status === 'skipped' && result.reason !== undefined));
  return csv([[...headers, reasonHeader], ...failed.map((result) => [...headers.map((_, i) => result.row.cells[i] ?? ''), reasonText(result)])]);
}

/** Hands a file made in the page to the browser's download. */
export function saveText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
