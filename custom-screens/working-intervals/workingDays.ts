export interface Day {
  id: number;
  name: string;
  active: boolean;
}

export interface Period {
  time_from: string;
  time_to: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** "09:00:00" or "9:00" -> "09:00", what a time input holds. */
export function toTimeInput(value: unknown): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(typeof value === 'string' ? value.trim() : '');
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? '00'}` : '';
}

/** Reads `main/days` (data.days and data.working_days); at least one period row is always there. */
export function parseWorkingDays(answer: unknown): { days: Day[]; periods: Period[] } | null {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.days)) return null;
  const days = data.days.filter(isRecord).flatMap((d) => {
    const id = Number(d.id);
    if (!Number.isFinite(id)) return [];
    return [{ id, name: typeof d.name === 'string' ? d.name : String(id), active: d.active === true || d.active === 1 || d.active === '1' }];
  });
  const periods = (Array.isArray(data.working_days) ? data.working_days : [])
    .filter(isRecord)
    .map((p) => ({ time_from: toTimeInput(p.time_start ?? p.time_from), time_to: toTimeInput(p.time_end ?? p.time_to) }));
  return { days, periods: periods.length > 0 ? periods : [{ time_from: '', time_to: '' }] };
}

/** Removes a period row unless it is the last one (at least one row always remains). */
export function removePeriod(periods: readonly Period[], index: number): Period[] {
  return periods.length <= 1 ? [...periods] : periods.filter((_, i) => i !== index);
}

/** The request body of `main/add-working-period`. */
export function workingPeriodBody(serviceTypeId: string, days: readonly Day[], periods: readonly Period[]) {
  return {
    service_type_id: serviceTypeId,
    days: days.filter((d) => d.active).map((d) => d.id),
    period: periods.map((p) => ({ time_from: p.time_from, time_to: p.time_to })),
  };
}
