/**
 * An order's pay and tax as SQL over a `jobs` row aliased `j`, the same arithmetic as `jobTotals`
 * (areas/work.ts) answers on the orders screen: daily hours times the days of the period (both
 * counted), times the hourly salary, then tax on top; every step rounded to two decimals.
 */
const DAYS = `CASE WHEN j.to_date >= j.from_date
    THEN CAST(ROUND(julianday(j.to_date) - julianday(j.from_date)) AS INTEGER) + 1 ELSE 0 END`;

/** Total without tax (`budgets.total_without_tax`). */
export const JOB_PAY_SQL = `ROUND(j.salary_per_hour * ROUND(j.daily_hour * (${DAYS}), 2), 2)`;

/** Tax on that total (`budgets.tax`). */
export const JOB_TAX_SQL = `ROUND(${JOB_PAY_SQL} * j.tax_rate / 100.0, 2)`;

/** The order statuses that close an order; every other one is still in progress. */
export const FINISHED_STATUS = 'finished';
export const CANCELED_STATUS = 'canceled';
