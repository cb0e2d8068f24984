/** Render quality: canvas pixels per CSS pixel. */
const SCALE = 2;
/** Each PDF page holds this many CSS pixels of the element's height. */
const SLICE_CSS_HEIGHT = 1400;
/** The blank border around each page's image, in millimetres. */
const MARGIN_MM = 10;

export interface PdfSlice {
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
