import type { FastifyInstance } from 'fastify';
import { INVOICES_PREFIX, jobTotals } from '../areas/work.js';
import type { JobRow } from '../db/people-tables.js';
import { recordNotFound } from '../http/errors.js';
import { makePdf, type PdfLine } from '../uploads/pdf.js';
import type { AppContext } from './context.js';

type FileParams = { Params: { file: string } };

const INVOICE_FILE = /^([0-9a-f]{32})\.pdf$/;

/** A name the PDF's standard font can show, or the fallback. */
function printable(text: string | null | undefined, fallback: string): string {
  return text && /^[\x20-\x7e]+$/.test(text) ? text : fallback;
}

function invoiceLines(row: JobRow): (PdfLine | string)[] {
  const total = jobTotals(row);
  return [
    { text: 'Invoice', size: 20 },
    `Order ${row.job_number}`,
    `Issued ${row.to_date}`,
    '',
    `Provider: ${printable(row.provider_name, `#${row.provider_id}`)}`,
    `Client: ${row.employee_id === null ? '-' : printable(row.employee_name, `#${row.employee_id}`)}`,
    `Job title: ${printable(row.job_title_name_en, `#${row.job_title_id}`)}`,
    `Period: ${row.from_date} to ${row.to_date}, ${row.from_hour} - ${row.to_hour}`,
    '',
    `Working hours: ${total.totalHours}`,
    `Salary per hour: ${row.salary_per_hour.toFixed(2)} SAR`,
    `Total without tax: ${total.withoutTax.toFixed(2)} SAR`,
    `Tax (${row.tax_rate}%): ${total.tax.toFixed(2)} SAR`,
    { text: `Total: ${total.final.toFixed(2)} SAR`, size: 14 },
  ];
}

/**
 * GET /storage/invoices/<key>.pdf: the invoice of a finished order, made on request. The key is
 * unguessable and only answers carry it, so the link works without a session, as a download.
 */
export function registerInvoiceRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<FileParams>(`${INVOICES_PREFIX}:file`, async (request, reply) => {
    const key = INVOICE_FILE.exec(request.params.file)?.[1];
    const id = key === undefined ? undefined : ctx.store.peopleActions.jobIdOfInvoice(key);
    const row = id === undefined ? undefined : ctx.store.people.jobs.find(id);
    if (!row) throw recordNotFound(request.lang);
    const pdf = makePdf(invoiceLines(row));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="invoice-${row.job_number}.pdf"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache')
      .send(pdf);
  });
}
