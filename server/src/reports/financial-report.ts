import { readDateRange } from '../areas/reference-area.js';
import { FINANCIAL_REPORT_TYPES, type FinancialReportFilter, type ProviderBudgetRow } from '../db/financial-reports.js';
import type { JsonObject } from '../http/json.js';
import type { Lang } from '../i18n/lang.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';

/**
 * The report's query: `type` (required), `name` and `phone_number` (partial matches on the
 * provider), `from_date` and `to_date` (sent together, as the orders screen asks, the second not
 * before the first), `provider_id` (one provider: the row a detail opens). 422 for a bad one.
 */
export function readReportFilter(lang: Lang, fields: Readonly<Record<string, unknown>>): FinancialReportFilter {
  const validator = new FormValidator(lang, fields);
  const type = validator.choice('type', labels.type, FINANCIAL_REPORT_TYPES, true);
  const name = validator.text('name', labels.name, { required: false, max: 255 });
  const phone = validator.text('phone_number', labels.phone_number, { required: false, max: 255 });
  const providerId = validator.id('provider_id', labels.provider_id, false);
  const range = readDateRange(validator, { kind: 'dateRange', from: 'from_date', to: 'to_date', column: 'created_date' });
  validator.assertValid();
  return {
    // `type` is required: past assertValid it is always set.
    type: type ?? 'finished',
    ...(name === undefined ? {} : { name }),
    ...(phone === undefined ? {} : { phone }),
    ...(range === undefined ? {} : { fromDate: range.from, toDate: range.to }),
    ...(providerId === undefined ? {} : { providerId }),
  };
}

/** The query fields that ask for the same report again (the workbook link carries them). */
export function reportQuery(filter: FinancialReportFilter): Record<string, string> {
  return {
    type: filter.type,
    ...(filter.name === undefined ? {} : { name: filter.name }),
    ...(filter.phone === undefined ? {} : { phone_number: filter.phone }),
    ...(filter.fromDate === undefined ? {} : { from_date: filter.fromDate }),
    ...(filter.toDate === undefined ? {} : { to_date: filter.toDate }),
    ...(filter.providerId === undefined ? {} : { provider_id: String(filter.providerId) }),
  };
}

export function presentBudgetRow(row: ProviderBudgetRow): JsonObject {
  return {
    provider_applicant: { id: row.provider_id, name: row.provider_name, phone: row.provider_phone },
    total_jobs_salary: row.total_jobs_salary,
    total_tax: row.total_tax,
    count: row.count,
  };
}
