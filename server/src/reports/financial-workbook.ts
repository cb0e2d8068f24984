import type { BudgetTotals, FinancialReportType, ProviderBudgetRow } from '../db/financial-reports.js';
import type { Bilingual, Lang } from '../i18n/lang.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TITLES: Readonly<Record<FinancialReportType, Bilingual>> = {
  finished: { ar: 'تقرير الطلبات المنتهية', en: 'Finished orders report' },
  in_progress: { ar: 'تقرير الطلبات غير المكتملة', en: 'Uncompleted orders report' },
};

const AMOUNT_HEADERS: Readonly<Record<FinancialReportType, Bilingual>> = {
  finished: { ar: 'مبلغ الطلبات المنتهية (ريال)', en: 'Finished orders amount (SAR)' },
  in_progress: { ar: 'مبلغ الطلبات غير المكتملة (ريال)', en: 'Uncompleted orders amount (SAR)' },
};

const TEXTS = {
  sheet: { ar: 'التقرير المالي', en: 'Financial report' },
  serial: { ar: 'م', en: 'No.' },
  provider: { ar: 'اسم مقدم الخدمة', en: 'Provider name' },
  phone: { ar: 'رقم الجوال', en: 'Mobile' },
  tax: { ar: 'ضريبة القيمة المضافة (ريال)', en: 'VAT (SAR)' },
  count: { ar: 'عدد الطلبات', en: 'Orders' },
  total: { ar: 'الإجمالي', en: 'Total' },
} as const satisfies Record<string, Bilingual>;

const MONEY_FORMAT = '#,##0.00';
const COLUMN_COUNT = 6;

export interface FinancialWorkbookInput {
  readonly type: FinancialReportType;
  readonly lang: Lang;
  readonly rows: readonly ProviderBudgetRow[];
  readonly totals: BudgetTotals;
  /** The day it is made (YYYY-MM-DD), shown in the title. */
  readonly today: string;
}

/**
 * The financial report as an .xlsx workbook: a title row, a header row in the request's language,
 * one row per provider and a totals row; amounts are numbers with two decimals, and an Arabic
 * sheet reads right to left.
 */
export async function financialWorkbook(input: FinancialWorkbookInput): Promise<Buffer> {
  // Loaded on the first export only: the library is large and most starts never need it.
  const { default: ExcelJS } = await import('exceljs');
  const { lang } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Marketplace dashboard';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(TEXTS.sheet[lang], {
    views: [{ state: 'frozen', ySplit: 2, rightToLeft: lang === 'ar' }],
  });
  sheet.columns = [
    { key: 'serial', width: 8 },
    { key: 'provider', width: 34 },
    { key: 'phone', width: 18 },
    { key: 'amount', width: 30, style: { numFmt: MONEY_FORMAT } },
    { key: 'tax', width: 26, style: { numFmt: MONEY_FORMAT } },
    { key: 'count', width: 14 },
  ];

  const title = sheet.addRow([`${TITLES[input.type][lang]} (${input.today})`]);
  sheet.mergeCells(1, 1, 1, COLUMN_COUNT);
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };

  const header = sheet.addRow([TEXTS.serial[lang], TEXTS.provider[lang], TEXTS.phone[lang], AMOUNT_HEADERS[input.type][lang], TEXTS.tax[lang], TEXTS.count[lang]]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  });

  input.rows.forEach((row, index) => {
    sheet.addRow([index + 1, row.provider_name, row.provider_phone, row.total_jobs_salary, row.total_tax, row.count]);
  });

  const totals = sheet.addRow([TEXTS.total[lang], '', '', input.totals.total_jobs_salary, input.totals.total_tax, input.totals.count]);
  totals.font = { bold: true };
  totals.eachCell((cell) => {
    cell.border = { top: { style: 'thin' } };
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
