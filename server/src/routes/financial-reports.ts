import type { FastifyInstance } from 'fastify';
import { can, requirePermission } from '../auth/guard.js';
import { FINANCIAL_REPORT_SORTABLE } from '../db/financial-reports.js';
import { HttpError } from '../http/errors.js';
import { readListSort } from '../http/list-sort.js';
import { pageMeta, readPaging } from '../http/paging.js';
import { signedIn } from '../http/request-context.js';
import { LinkSigner } from '../http/signed-link.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { presentBudgetRow, readReportFilter, reportQuery } from '../reports/financial-report.js';
import { financialWorkbook, XLSX_TYPE } from '../reports/financial-workbook.js';
import { localToday } from '../validation/form-validator.js';
import { originOf, type AppContext } from './context.js';
import { queryFields } from './query.js';

const REPORT_PATH = '/dashboard/reports/financial-reports-jobs';
/** The workbook: public, as a browser opens it in a new tab without the session header. */
const EXCEL_PATH = '/dashboard/reports/financial-reports-excel';
const LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The language a workbook link names, read before its signature is checked: it only chooses the words of a refusal. */
function linkLanguage(query: unknown): Lang | null {
  const lang = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : null;
  return lang === 'ar' || lang === 'en' ? lang : null;
}

/**
 * The financial reports (finished and in-progress orders summed per provider) and their workbook.
 * The report answers a signed link to the workbook of the same filters, valid for an hour; the
 * secret comes from REPORT_LINK_SECRET, or is drawn at start.
 */
export function registerFinancialReportRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { financialReports } = ctx.store;
  const signer = new LinkSigner(process.env['REPORT_LINK_SECRET']);

  api.get(REPORT_PATH, async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    requirePermission(admin, lang, 'financialReports', 'index');
    const fields = queryFields(request);
    const filter = readReportFilter(lang, fields);
    const sort = readListSort(FINANCIAL_REPORT_SORTABLE, lang, fields);
    const paging = readPaging(request.query);
    // The totals cover every provider of the filter, whatever the order of the page.
    const totals = financialReports.totals(filter);
    const rows = financialReports.page(filter, paging.page, paging.perPage, sort);
    const link = signer.sign({ ...reportQuery(filter), lang }, LINK_LIFETIME_MS);
    return {
      provider_budget: { data: rows.map(presentBudgetRow), ...pageMeta(paging, totals.providers) },
      total_budget: { total_jobs_salary: totals.total_jobs_salary, total_tax: totals.total_tax },
      excel_report: `${originOf(request)}${api.prefix}${EXCEL_PATH}?${link}`,
      // A row's details are the provider's orders, which the orders list shows.
      permissions: { index: true, show: can(admin, 'orders', 'index') },
    };
  });

  api.get(EXCEL_PATH, { config: { public: true } }, async (request, reply) => {
    // The query as sent: a key given twice is refused like any other change.
    const fields = signer.verify(request.query);
    // Told in the language the link was made in (it names it), which a tab opened from it may not ask for.
    if (!fields) throw new HttpError(403, t(linkLanguage(request.query) ?? request.lang, 'reportLinkInvalid'));
    const lang = fields['lang'] === 'en' ? 'en' : 'ar';
    const filter = readReportFilter(lang, fields);
    const today = localToday();
    const workbook = await financialWorkbook({
      type: filter.type,
      lang,
      rows: financialReports.all(filter),
      totals: financialReports.totals(filter),
      today,
    });
    return reply
      .type(XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="financial-report-${filter.type}-${today}.xlsx"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(workbook);
  });
}
