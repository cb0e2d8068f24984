// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportElementToPdf, exportReportToPdf, pdfSlices, printableReport, rowSlices, type PrintableReport } from './exportPdf';

const pdf = vi.hoisted(() => ({ addPage: vi.fn(), addImage: vi.fn(), save: vi.fn(), options: [] as unknown[] }));
const render = vi.hoisted(() => ({ html2canvas: vi.fn() }));

vi.mock('html2canvas', () => ({ default: render.html2canvas }));
vi.mock('jspdf', () => ({
  jsPDF: class {
    internal = { pageSize: { getWidth: () => 210, getHeight: () => 297 } };
    addPage = pdf.addPage;
    addImage = pdf.addImage;
    save = pdf.save;
    constructor(options: unknown) {
      pdf.options.push(options);
    }
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  pdf.options = [];
  document.body.innerHTML = '';
});

describe('pdfSlices', () => {
  it('cuts the height into equal slices and a shorter last one', () => {
    expect(pdfSlices(7000, 2800)).toEqual([
      { y: 0, height: 2800 },
      { y: 2800, height: 2800 },
      { y: 5600, height: 1400 },
    ]);
  });

  it('gives one slice for a short canvas and exact slices when the height divides evenly', () => {
    expect(pdfSlices(500, 2800)).toEqual([{ y: 0, height: 500 }]);
    expect(pdfSlices(5600, 2800)).toEqual([
      { y: 0, height: 2800 },
      { y: 2800, height: 2800 },
    ]);
  });

  it('gives no slice for an empty canvas and refuses a slice height that is not positive', () => {
    expect(pdfSlices(0, 2800)).toEqual([]);
    expect(() => pdfSlices(100, 0)).toThrow(RangeError);
    expect(() => pdfSlices(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('exportElementToPdf', () => {
  function canvasOf(width: number, height: number): HTMLCanvasElement {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }

  it('renders at scale 2 without the ignored elements and puts each 1400px slice on its own A4 page', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,');
    render.html2canvas.mockResolvedValue(canvasOf(2000, 2800 * 2 + 700));
    const element = document.createElement('div');
    document.body.append(element);

    await exportElementToPdf(element, 'report.pdf');

    const [rendered, options] = render.html2canvas.mock.calls[0] as [HTMLElement, { scale: number; backgroundColor: string; ignoreElements: (e: Element) => boolean }];
    expect(rendered).toBe(element);
    expect(options.scale).toBe(2);
    expect(options.backgroundColor).toBeTruthy();
    const button = document.createElement('button');
    button.setAttribute('data-pdf-ignore', '');
    expect(options.ignoreElements(button)).toBe(true);
    expect(options.ignoreElements(document.createElement('table'))).toBe(false);

    expect(pdf.options).toEqual([{ orientation: 'portrait', unit: 'mm', format: 'a4' }]);
    expect(pdf.addImage).toHaveBeenCalledTimes(3);
    expect(pdf.addPage).toHaveBeenCalledTimes(2);
    // A full slice fills the width between 10 mm margins: 190 mm wide, 2800 px at 190/2000 mm a pixel.
    const [, , x, y, width, height] = pdf.addImage.mock.calls[0] as [string, string, number, number, number, number];
    expect([x, y, width]).toEqual([10, 10, 190]);
    expect(height).toBeCloseTo(266);
    const last = pdf.addImage.mock.calls[2] as [string, string, number, number, number, number];
    expect(last[5]).toBeCloseTo(66.5);
    expect(pdf.save).toHaveBeenCalledWith('report.pdf');
  });

  it('fits a slice of a narrow element to the page height rather than running off the page', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,');
    render.html2canvas.mockResolvedValue(canvasOf(800, 2800));

    await exportElementToPdf(document.createElement('div'), 'narrow.pdf');

    const [, , x, y, width, height] = pdf.addImage.mock.calls[0] as [string, string, number, number, number, number];
    expect(height).toBeCloseTo(277);
    expect(width).toBeCloseTo(800 * (277 / 2800));
    expect(x).toBeCloseTo((210 - width) / 2);
    expect(y).toBe(10);
  });
});

function reportOf(rowCount: number, dir: 'ltr' | 'rtl' = 'ltr'): PrintableReport {
  return {
    title: 'Completed orders report',
    subtitle: '23 November 2026',
    lang: dir === 'rtl' ? 'ar' : 'en',
    dir,
    filters: [{ label: 'Provider name', value: 'Nadia' }],
    totals: [{ label: 'Total VAT', value: '1,234.50 SAR' }],
    headings: ['No.', 'Provider name', 'Amount'],
    rows: Array.from({ length: rowCount }, (_, index) => [String(index + 1), `Provider ${index + 1}`, `${index * 10} SAR`]),
    captions: { filters: 'Filters', noFilters: 'none', totals: 'Totals' },
  };
}

describe('rowSlices', () => {
  it('ends each page after the last row that fits, never through a row', () => {
    // Rows end at 300, 700, 1100, 1500, 1900; a page holds 1000.
    expect(rowSlices(1900, 1000, [300, 700, 1100, 1500, 1900])).toEqual([
      { y: 0, height: 700 },
      { y: 700, height: 800 },
      { y: 1500, height: 400 },
    ]);
  });

  it('cuts a row taller than a page, as nothing else can hold it', () => {
    expect(rowSlices(2500, 1000, [2500])).toEqual([
      { y: 0, height: 1000 },
      { y: 1000, height: 1000 },
      { y: 2000, height: 500 },
    ]);
  });
});

describe('printableReport', () => {
  it('holds every row, the title, the filters in force and the totals, and no control', () => {
    const element = printableReport(document, reportOf(32));
    expect(element.querySelectorAll('tbody tr')).toHaveLength(32);
    expect(element.querySelector('tbody tr:last-child')?.textContent).toContain('Provider 32');
    expect([...element.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['No.', 'Provider name', 'Amount']);
    expect(element.querySelector('h1')?.textContent).toBe('Completed orders report');
    expect(element.textContent).toContain('Filters: Provider name: Nadia');
    expect(element.querySelector('[data-printable-totals]')?.textContent).toBe('Totals: Total VAT 1,234.50 SAR');
    expect(element.querySelectorAll('button, a, input, svg, [role=button]')).toHaveLength(0);
    expect(element.getAttribute('dir')).toBe('ltr');
  });

  it('is written right to left in Arabic and says when no filter is in force', () => {
    const element = printableReport(document, { ...reportOf(2, 'rtl'), filters: [] });
    expect(element.getAttribute('dir')).toBe('rtl');
    expect(element.getAttribute('lang')).toBe('ar');
    expect(element.textContent).toContain('Filters: none');
  });
});

describe('exportReportToPdf', () => {
  it('draws the printable table off screen, removes it after and saves one page per slice', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,');
    render.html2canvas.mockImplementation(async (element: HTMLElement) => {
      expect(element.isConnected).toBe(true);
      expect(element.querySelectorAll('tbody tr')).toHaveLength(40);
      const canvas = document.createElement('canvas');
      canvas.width = 2000;
      canvas.height = 2000 * 3;
      return canvas;
    });
    await exportReportToPdf(reportOf(40), 'report.pdf');
    expect(pdf.addPage.mock.calls.length + 1).toBe(pdf.addImage.mock.calls.length);
    expect(pdf.addImage.mock.calls.length).toBeGreaterThan(2);
    expect(pdf.save).toHaveBeenCalledWith('report.pdf');
    expect(document.querySelector('[data-printable-report]')).toBeNull();
  });
});
