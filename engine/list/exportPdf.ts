/** Render quality: canvas pixels per CSS pixel. */
const SCALE = 2;
/** Each PDF page holds this many CSS pixels of the element's height. */
const SLICE_CSS_HEIGHT = 1400;
/** The blank border around each page's image, in millimetres. */
const MARGIN_MM = 10;

interface PdfSlice {
  y: number;
  height: number;
}

/** Cuts a canvas of `canvasHeight` pixels into page slices of `sliceHeight`, the last one shorter. */
export function pdfSlices(canvasHeight: number, sliceHeight: number): PdfSlice[] {
  if (!(sliceHeight > 0)) throw new RangeError(`slice height must be positive, got ${sliceHeight}`);
  const slices: PdfSlice[] = [];
  for (let y = 0; y < canvasHeight; y += sliceHeight) slices.push({ y, height: Math.min(sliceHeight, canvasHeight - y) });
  return slices;
}

function isTransparent(color: string): boolean {
  return color === '' || color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color.replace(/\s+/g, ' '));
}

/** The colour behind the element as the user sees it (the page's in dark mode too). */
function backgroundOf(element: HTMLElement): string {
  const view = element.ownerDocument.defaultView;
  for (let node: HTMLElement | null = element; node && view; node = node.parentElement) {
    const color = view.getComputedStyle(node).backgroundColor;
    if (!isTransparent(color)) return color;
  }
  return '#ffffff';
}

function sliceImage(source: HTMLCanvasElement, slice: PdfSlice): string {
  const canvas = source.ownerDocument.createElement('canvas');
  canvas.width = source.width;
  canvas.height = slice.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.drawImage(source, 0, slice.y, source.width, slice.height, 0, 0, source.width, slice.height);
  return canvas.toDataURL('image/png');
}

/**
 * Saves an element as an A4 PDF. The browser draws the element (so Arabic shaping and direction
 * are right) and each page gets a picture of the next slice of it. Elements marked
 * `data-pdf-ignore` (buttons, paginators) are left out. Both libraries load only when asked.
 */
export async function exportElementToPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const canvas = await html2canvas(element, {
    scale: SCALE,
    backgroundColor: backgroundOf(element),
    useCORS: true,
    logging: false,
    ignoreElements: (node) => node.hasAttribute('data-pdf-ignore'),
    // Parts drawn only in the file (its title) are hidden on screen.
    onclone: (document) => {
      for (const node of document.querySelectorAll<HTMLElement>('[data-pdf-only]')) node.style.display = 'block';
    },
  });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const boxWidth = pageWidth - 2 * MARGIN_MM;
  const boxHeight = pageHeight - 2 * MARGIN_MM;

  pdfSlices(canvas.height, SLICE_CSS_HEIGHT * SCALE).forEach((slice, index) => {
    if (index > 0) pdf.addPage();
    // Fill the page width; a narrow element whose slice would run off the page fits its height instead.
    const mmPerPixel = Math.min(boxWidth / canvas.width, boxHeight / slice.height);
    const width = canvas.width * mmPerPixel;
    pdf.addImage(sliceImage(canvas, slice), 'PNG', (pageWidth - width) / 2, MARGIN_MM, width, slice.height * mmPerPixel, undefined, 'FAST');
  });
  pdf.save(fileName);
}

/**
 * Cuts a canvas into page slices that end between rows: each slice ends at the last row bottom
 * (canvas pixels, ascending) that fits, so no row is cut in two. A row taller than a page is cut.
 */
export function rowSlices(canvasHeight: number, sliceHeight: number, rowBottoms: readonly number[]): PdfSlice[] {
  if (!(sliceHeight > 0)) throw new RangeError(`slice height must be positive, got ${sliceHeight}`);
  const slices: PdfSlice[] = [];
  for (let y = 0; y < canvasHeight; ) {
    const limit = y + sliceHeight;
    let end = Math.min(limit, canvasHeight);
    if (limit < canvasHeight) {
      const fitting = rowBottoms.filter((bottom) => bottom > y && bottom <= limit);
      if (fitting.length > 0) end = Math.max(...fitting);
    }
    slices.push({ y, height: end - y });
    y = end;
  }
  return slices;
}

/** A report as printed: every row as text, without controls. */
export interface PrintableReport {
  title: string;
  /** When it was made. */
  subtitle: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The filters in force (label: value); an empty list prints `noFilters`. */
  filters: readonly { label: string; value: string }[];
  totals: readonly { label: string; value: string }[];
  headings: readonly string[];
  rows: readonly (readonly string[])[];
  captions: { filters: string; noFilters: string; totals: string };
}

/** Printed width in CSS pixels: an A4 page's text width at a readable size. */
const PRINT_WIDTH = 1000;

function textElement(document: Document, tag: string, text: string, style = ''): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (style) element.setAttribute('style', style);
  return element;
}

/**
 * The printable table of a report: title, date, filters, totals and every row, in the report's
 * language and direction. Plain elements: what the file shows does not depend on the screen's
 * layout, page or controls.
 */
export function printableReport(document: Document, report: PrintableReport): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('dir', report.dir);
  root.setAttribute('lang', report.lang);
  root.setAttribute('data-printable-report', '');
  root.setAttribute('style', `width:${PRINT_WIDTH}px;padding:24px;box-sizing:border-box;background:#ffffff;color:#111111;font:14px/1.45 system-ui,'Segoe UI',Tahoma,Arial,sans-serif;text-align:start`);
  root.append(textElement(document, 'h1', report.title, 'font-size:22px;margin:0 0 4px'));
  root.append(textElement(document, 'p', report.subtitle, 'margin:0 0 12px;color:#555555'));
  const filters = report.filters.length === 0 ? report.captions.noFilters : report.filters.map((item) => `${item.label}: ${item.value}`).join(' · ');
  root.append(textElement(document, 'p', `${report.captions.filters}: ${filters}`, 'margin:0 0 8px'));
  if (report.totals.length > 0) {
    const totals = document.createElement('p');
    totals.setAttribute('style', 'margin:0 0 12px;font-weight:600');
    totals.setAttribute('data-printable-totals', '');
    totals.textContent = `${report.captions.totals}: ${report.totals.map((item) => `${item.label} ${item.value}`).join(' · ')}`;
    root.append(totals);
  }
  const table = document.createElement('table');
  table.setAttribute('style', 'width:100%;border-collapse:collapse');
  const cell = 'border:1px solid #cccccc;padding:6px 8px;text-align:start;vertical-align:top;overflow-wrap:anywhere';
  const head = document.createElement('thead');
  const headRow = document.createElement('tr');
  for (const heading of report.headings) headRow.append(textElement(document, 'th', heading, `${cell};background:#f0f0f0`));
  head.append(headRow);
  const body = document.createElement('tbody');
  for (const row of report.rows) {
    const line = document.createElement('tr');
    for (const value of row) line.append(textElement(document, 'td', value, cell));
    body.append(line);
  }
  table.append(head, body);
  root.append(table);
  return root;
}

/**
 * Saves a report as an A4 PDF of its printable table, drawn off screen by the browser (Arabic
 * shaping and direction are the browser's), with page breaks between rows.
 */
export async function exportReportToPdf(report: PrintableReport, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const element = printableReport(document, report);
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('style', 'position:fixed;top:0;left:-20000px;pointer-events:none');
  holder.append(element);
  document.body.append(holder);
  try {
    const top = element.getBoundingClientRect().top;
    const bottoms = [...element.querySelectorAll('tr')].map((row) => (row.getBoundingClientRect().bottom - top) * SCALE);
    const canvas = await html2canvas(element, { scale: SCALE, backgroundColor: '#ffffff', useCORS: true, logging: false });
    const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
    const pageWidth = pdf.internal.pageSize.getWidth();
    const pageHeight = pdf.internal.pageSize.getHeight();
    const boxWidth = pageWidth - 2 * MARGIN_MM;
    const boxHeight = pageHeight - 2 * MARGIN_MM;
    const mmPerPixel = boxWidth / canvas.width;
    rowSlices(canvas.height, Math.floor(boxHeight / mmPerPixel), bottoms).forEach((slice, index) => {
      if (index > 0) pdf.addPage();
      pdf.addImage(sliceImage(canvas, slice), 'PNG', MARGIN_MM, MARGIN_MM, boxWidth, slice.height * mmPerPixel, undefined, 'FAST');
    });
    pdf.save(fileName);
  } finally {
    holder.remove();
  }
}
