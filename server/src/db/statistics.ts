import type { Db } from './database.js';
import { CANCELED_STATUS, FINISHED_STATUS, JOB_PAY_SQL } from './job-money.js';

export interface DashboardCounts {
  /** Every client account (employees), active or not. */
  employees: number;
  /** Every accepted provider, active or not; applicants are not providers yet. */
  providers: number;
  jobs: number;
  jobsFinished: number;
  jobsCanceled: number;
  /** The commission on each finished order's pay (rounded per order), summed. */
  commission: number;
}

/** The home screen's figures, computed from the tables each time they are asked for. */
export class StatisticsRepository {
  constructor(private readonly db: Db) {}

  /** `commissionPercent`: the app's commission rate, applied to the pay (without tax) of each finished order. */
  counts(commissionPercent: number): DashboardCounts {
    return this.db
      .prepare(
        `SELECT
          (SELECT COUNT(*) FROM employees) AS employees,
          (SELECT COUNT(*) FROM providers WHERE join_status = 'accepted') AS providers,
          (SELECT COUNT(*) FROM jobs) AS jobs,
          (SELECT COUNT(*) FROM jobs WHERE status = @finished) AS jobsFinished,
          (SELECT COUNT(*) FROM jobs WHERE status = @canceled) AS jobsCanceled,
          (SELECT ROUND(COALESCE(SUM(ROUND(${JOB_PAY_SQL} * @percent / 100.0, 2)), 0), 2)
            FROM jobs j WHERE j.status = @finished) AS commission`,
      )
      .get({ finished: FINISHED_STATUS, canceled: CANCELED_STATUS, percent: commissionPercent }) as DashboardCounts;
  }
}
