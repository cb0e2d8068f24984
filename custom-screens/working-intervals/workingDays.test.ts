import { describe, expect, it } from 'vitest';
import { acceptWorkingDraft, parseWorkingDays, removePeriod, toTimeInput, withActiveDays, workingPeriodBody, workingValues } from './workingDays';

describe('working days', () => {
  it('reads the days and periods, keeping one empty row when there are none', () => {
    const parsed = parseWorkingDays({
      data: {
        days: [
          { id: 1, name: 'Sat', active: 1 },
          { id: 2, name: 'Sun', active: false },
        ],
        working_days: [],
      },
    });
    expect(parsed?.days).toEqual([
      { id: 1, name: 'Sat', active: true },
      { id: 2, name: 'Sun', active: false },
    ]);
    expect(parsed?.periods).toEqual([{ time_from: '', time_to: '' }]);
    expect(parseWorkingDays({ data: {} })).toBeNull();
  });

  it('normalises times for the inputs', () => {
    expect(toTimeInput('9:05:00')).toBe('09:05');
    expect(toTimeInput(null)).toBe('');
  });

  it('always keeps one period row', () => {
    expect(removePeriod([{ time_from: '08:00', time_to: '10:00' }], 0)).toHaveLength(1);
    expect(
      removePeriod(
        [
          { time_from: '08:00', time_to: '10:00' },
          { time_from: '12:00', time_to: '14:00' },
        ],
        0,
      ),
    ).toEqual([{ time_from: '12:00', time_to: '14:00' }]);
  });

  it('sends the active days and every period', () => {
    expect(
      workingPeriodBody(
        '3',
        [
          { id: 1, name: 'a', active: true },
          { id: 2, name: 'b', active: false },
        ],
        [{ time_from: '08:00', time_to: '12:00' }],
      ),
    ).toEqual({
      service_type_id: '3',
      days: [1],
      period: [{ time_from: '08:00', time_to: '12:00' }],
    });
  });
});

describe('working hours: the service type and the draft', () => {
  it('names the service type the answer is about', () => {
    expect(parseWorkingDays({ data: { service_type: { id: 4, name: 'Cleaning' }, days: [] } })?.serviceType).toBe('Cleaning');
    expect(parseWorkingDays({ data: { days: [] } })?.serviceType).toBeNull();
  });

  it('keeps the chosen days and periods, and puts the days back', () => {
    const days = [
      { id: 2, name: 'Sun', active: true },
      { id: 1, name: 'Sat', active: true },
      { id: 3, name: 'Mon', active: false },
    ];
    const values = workingValues(days, [{ time_from: '08:00', time_to: '12:00' }]);
    expect(values).toEqual({ days: [1, 2], periods: [{ time_from: '08:00', time_to: '12:00' }] });
    expect(withActiveDays(days, [3]).map((d) => d.active)).toEqual([false, false, true]);
  });

  it('takes back a draft of its shape only', () => {
    expect(acceptWorkingDraft({ days: ['2', 1], periods: [{ time_from: '08:00' }] })).toEqual({ days: [1, 2], periods: [{ time_from: '08:00', time_to: '' }] });
    expect(acceptWorkingDraft({ days: [1], periods: [] })).toBeNull();
    expect(acceptWorkingDraft({ name: 'x' })).toBeNull();
  });
});
