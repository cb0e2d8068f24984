import type { Db } from './database.js';

export interface WorkingPeriodRow {
  id: number;
  time_start: string;
  time_end: string;
}

export interface WorkingPeriod {
  readonly start: string;
  readonly end: string;
}

/** The week days a service type works on and its daily working periods. */
export class WorkingHoursRepository {
  constructor(private readonly db: Db) {}

  days(serviceTypeId: number): number[] {
    const rows = this.db.prepare('SELECT day_id FROM working_days WHERE service_type_id = ? ORDER BY day_id').all(serviceTypeId) as { day_id: number }[];
    return rows.map((row) => row.day_id);
  }

  periods(serviceTypeId: number): WorkingPeriodRow[] {
    return this.db.prepare('SELECT id, time_start, time_end FROM working_periods WHERE service_type_id = ? ORDER BY time_start, id').all(serviceTypeId) as WorkingPeriodRow[];
  }

  /** Replaces the days and periods of the service type together. */
  replace(serviceTypeId: number, days: readonly number[], periods: readonly WorkingPeriod[]): void {
    const insertDay = this.db.prepare('INSERT OR IGNORE INTO working_days (service_type_id, day_id) VALUES (?, ?)');
    const insertPeriod = this.db.prepare('INSERT INTO working_periods (service_type_id, time_start, time_end) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM working_days WHERE service_type_id = ?').run(serviceTypeId);
      this.db.prepare('DELETE FROM working_periods WHERE service_type_id = ?').run(serviceTypeId);
      for (const day of days) insertDay.run(serviceTypeId, day);
      for (const period of periods) insertPeriod.run(serviceTypeId, period.start, period.end);
    })();
  }
}
