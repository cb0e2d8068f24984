import { describe, expect, it } from 'vitest';
import { parseWorkingDays, removePeriod, toTimeInput, workingPeriodBody } from './workingDays';

describe('working days', () => {
  it('reads the days and periods, keeping one empty row when there are none', () => {
    const parsed = parseWorkingDays({ data: { days: [{ id: 1, name: 'Sat', active: 1 }, { id: 2, name: 'Sun', active: false }], working_days: [] } });
    expect(parsed?.days).toEqual([{ id: 1, name: 'Sat', active: true }, { id: 2, name: 'Sun', active: false }]);
    expect(parsed?.periods).toEqual([{ time_from: '', time_to: '' }]);
    expect(parseWorkingDays({ data: {} })).toBeNull();
  });

  it('normalises times for the inputs', () => {
    expect(toTimeInput('9:05:00')).toBe('09:05');
    expect(toTimeInput(null)).toBe('');
  });

  it('always keeps one period row', () => {
    expect(removePeriod([{ time_from: '08:00', time_to: '10:00' }], 0)).toHaveLength(1);
    expect(removePeriod([{ time_from: '08:00', time_to: '10:00' }, { time_from: '12:00', time_to: '14:00' }], 0)).toEqual([{ time_from: '12:00', time_to: '14:00' }]);
  });

  it('sends the active days and every period', () => {
    expect(workingPeriodBody('3', [{ id: 1, name: 'a', active: true }, { id: 2, name: 'b', active: false }], [{ time_from: '08:00', time_to: '12:00' }])).toEqual({
      service_type_id: '3',
      days: [1],
      period: [{ time_from: '08:00', time_to: '12:00' }],
    });
  });
});
