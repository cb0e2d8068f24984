import { isRecord, isTrue } from '../../engine';

export interface Day {
  id: number;
  name: string;
  active: boolean;
}

export interface Period {
  time_from: string;
  time_to: string;
}

/** "09:00:00" or "9:00" -> "09:00", what a time input holds. */
export function toTimeInput(value: unknown): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(typeof value === 'string' ? value.trim() : '');
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? '00'}` : '';
}

/** Reads `main/days` (data.service_type, data.days and data.working_days); at least one period row is always there. */
export function parseWorkingDays(answer: unknown): { serviceType: string | null; days: Day[]; periods: Period[] } | null {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.days)) return null;
  const days = data.days.filter(isRecord).flatMap((d) => {
    const id = Number(d.id);
    if (!Number.isFinite(id)) return [];
    return [{ id, name: typeof d.name === 'string' ? d.name : String(id), active: isTrue(d.active) }];
  });
  const periods = (Array.isArray(data.working_days) ? data.working_days : [])
    .filter(isRecord)
    .map((p) => ({ time_from: toTimeInput(p.time_start ?? p.time_from), time_to: toTimeInput(p.time_end ?? p.time_to) }));
  const type = isRecord(data.service_type) ? data.service_type.name : undefined;
  const serviceType = typeof type === 'string' && type.trim() !== '' ? type.trim() : null;
  return { serviceType, days, periods: periods.length > 0 ? periods : [{ time_from: '', time_to: '' }] };
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

/** What the working-hours screen keeps as a draft: the chosen days (sorted ids) and the periods. */
export interface WorkingValues extends Record<string, unknown> {
  days: number[];
  periods: Period[];
}

export function workingValues(days: readonly Day[], periods: readonly Period[]): WorkingValues {
  return {
    days: days
      .filter((d) => d.active)
      .map((d) => d.id)
      .sort((a, b) => a - b),
    periods: periods.map((p) => ({ time_from: p.time_from, time_to: p.time_to })),
  };
}

/** A stored draft in the screen's shape, or null. */
export function acceptWorkingDraft(values: Record<string, unknown>): WorkingValues | null {
  const { days, periods } = values;
  if (!Array.isArray(days) || !Array.isArray(periods) || periods.length === 0) return null;
  const ids = days.map(Number);
  const rows = periods.filter(isRecord).map((p) => ({ time_from: typeof p.time_from === 'string' ? p.time_from : '', time_to: typeof p.time_to === 'string' ? p.time_to : '' }));
  if (!ids.every(Number.isInteger) || rows.length !== periods.length) return null;
  return { days: ids.sort((a, b) => a - b), periods: rows };
}

/** The days with those ids switched on and the others off. */
export function withActiveDays(days: readonly Day[], active: readonly number[]): Day[] {
  const on = new Set(active);
  return days.map((d) => ({ ...d, active: on.has(d.id) }));
}

/** Reads the service types' lookup (`main/service-type`): each one's id and name, or null for another answer. */
export function parseServiceTypes(answer: unknown): { id: string; name: string }[] | null {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!Array.isArray(data)) return null;
  return data.filter(isRecord).flatMap((item) => {
    const id = typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id) : '';
    if (id === '') return [];
    return [{ id, name: typeof item.name === 'string' && item.name.trim() !== '' ? item.name : id }];
  });
}
