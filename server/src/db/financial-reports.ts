import type { Db, SqlValue } from './database.js';
import { CANCELED_STATUS, FINISHED_STATUS, JOB_PAY_SQL, JOB_TAX_SQL } from './job-money.js';
import { orderByTerms, type SortableFields } from './list-order.js';
import { likePattern, type ListSort } from './reference-repository.js';

/** `finished`: finished orders; `in_progress`: every order neither finished nor canceled. */
export const FINANCIAL_REPORT_TYPES = ['finished', 'in_progress'] as const;
export type FinancialReportType = (typeof FINANCIAL_REPORT_TYPES)[number];

export interface FinancialReportFilter {
  readonly type: FinancialReportType;
  /** Part of the provider's name. */
  readonly name?: string;
  /** Part of the provider's phone number. */
  readonly phone?: string;
  /** Inclusive bounds on the order's creation date (YYYY-MM-DD), as the orders screen filters it. */
  readonly fromDate?: string;
  readonly toDate?: string;
  /** One provider only: the detail of a report row. */
  readonly providerId?: number;
}

/** One provider's orders of the report: their pay without tax, their tax and how many they are. */
export interface ProviderBudgetRow {
  provider_id: number;
  provider_name: string;
  provider_phone: string;
  total_jobs_salary: number;
  total_tax: number;
  count: number;
}

/**
 * The fields a report may be sorted by, named as the answer names them: the provider's own columns
 * and the sums (computed per provider, so never indexed: the report sums every order anyway).
 */
export const FINANCIAL_REPORT_SORTABLE: SortableFields = {
  'provider_applicant.id': 'provider_id',
  'provider_applicant.name': 'provider_name',
  'provider_applicant.phone': 'provider_phone',
  total_jobs_salary: 'total_jobs_salary',
  total_tax: 'total_tax',
  count: 'count',
};

export interface BudgetTotals {
  /** Providers with at least one matching order (the rows of the report). */
  providers: number;
  total_jobs_salary: number;
  total_tax: number;
  count: number;
}

/** Orders summed per provider, for the financial reports and their workbook. */
export class FinancialReportsRepository {
  constructor(private readonly db: Db) {}

  /** The per-provider sums as a `budgets` common table, with its parameters. */
  private budgets(filter: FinancialReportFilter): { sql: string; params: SqlValue[] } {
    const clauses = [filter.type === 'finished' ? 'j.status = ?' : 'j.status NOT IN (?, ?)'];
    const params: SqlValue[] = filter.type === 'finished' ? [FINISHED_STATUS] : [FINISHED_STATUS, CANCELED_STATUS];
    const name = filter.name?.trim();
    if (name) {
      clauses.push("p.name LIKE ? ESCAPE '\\'");
      params.push(likePattern(name));
    }
    const phone = filter.phone?.trim();
    if (phone) {
      clauses.push("p.phone_number LIKE ? ESCAPE '\\'");
      params.push(likePattern(phone));
    }
    if (filter.providerId !== undefined) {
      clauses.push('j.provider_id = ?');
      params.push(filter.providerId);
    }
    if (filter.fromDate) {
      clauses.push('substr(j.created_at, 1, 10) >= ?');
      params.push(filter.fromDate);
    }
    if (filter.toDate) {
      clauses.push('substr(j.created_at, 1, 10) <= ?');
      params.push(filter.toDate);
    }
    const sql = `WITH budgets AS (
        SELECT j.provider_id, ROUND(SUM(${JOB_PAY_SQL}), 2) AS total_jobs_salary,
          ROUND(SUM(${JOB_TAX_SQL}), 2) AS total_tax, COUNT(*) AS count
        FROM jobs j JOIN providers p ON p.id = j.provider_id
        WHERE ${clauses.join(' AND ')}
        GROUP BY j.provider_id
      )`;
    return { sql, params };
  }

  private rows(filter: FinancialReportFilter, limit: string, extra: readonly SqlValue[], sort?: ListSort): ProviderBudgetRow[] {
    const { sql, params } = this.budgets(filter);
    const order = sort ? orderByTerms('financial reports', FINANCIAL_REPORT_SORTABLE, sort, (column) => `"${column}"`, 'b.provider_id') : 'b.provider_id';
    return this.db
      .prepare(
        `${sql}
        SELECT b.provider_id, p.name AS provider_name, p.phone_number AS provider_phone,
          b.total_jobs_salary, b.total_tax, b.count
        FROM budgets b JOIN providers p ON p.id = b.provider_id
        ORDER BY ${order} ${limit}`,
      )
      .all(...params, ...extra) as ProviderBudgetRow[];
  }

  /** One page of providers, in id order unless sorted. */
  page(filter: FinancialReportFilter, page: number, perPage: number, sort?: ListSort): ProviderBudgetRow[] {
    return this.rows(filter, 'LIMIT ? OFFSET ?', [perPage, (page - 1) * perPage], sort);
  }

  /** Every provider of the report, in id order (the workbook). */
  all(filter: FinancialReportFilter): ProviderBudgetRow[] {
    return this.rows(filter, '', []);
  }

  /** The sums over every provider of the report, not one page. */
  totals(filter: FinancialReportFilter): BudgetTotals {
    const { sql, params } = this.budgets(filter);
    return this.db
      .prepare(
        `${sql}
        SELECT COUNT(*) AS providers, ROUND(COALESCE(SUM(total_jobs_salary), 0), 2) AS total_jobs_salary,
          ROUND(COALESCE(SUM(total_tax), 0), 2) AS total_tax, COALESCE(SUM(count), 0) AS count
        FROM budgets`,
      )
      .get(...params) as BudgetTotals;
  }
}
