import { describe, expect, it } from 'vitest';
import { loadContext } from '../cli/checkDescriptors.mjs';
import { offersScreen } from '../descriptor/offeredScreens';
import { repositoryArea, repositoryAreas } from '../testing/repositoryAreas';
import { historyFields, historySubject, lastChanges, parseHistory } from './historyModel';

/** The permission groups of the catalogue the server seeds. */
const groups = new Set([...loadContext().permissions].map((key) => key.split(' ')[0]));

describe('which records have a history', () => {
  it('every area with a show page or an edit form asks the log for a permission group of the catalogue', () => {
    const wrong = repositoryAreas()
      .filter((area) => area.screen !== 'single' && (offersScreen(area, 'show') || offersScreen(area, 'edit')))
      .map((area) => [area.area, historySubject(area)])
      .filter(([, subject]) => subject === null || !groups.has(subject as string));
    expect(wrong).toEqual([]);
  });

  it('is off when the descriptor says so, and follows a subject type it names', () => {
    const banks = repositoryArea('banks');
    expect(historySubject(banks)).toBe('banks');
    expect(historySubject({ ...banks, history: false })).toBeNull();
    expect(historySubject({ ...banks, history: { subjectType: 'carModel' } })).toBe('carModel');
  });
});

describe('an activity answer', () => {
  it('is read into entries, and anything else is no history', () => {
    const entry = { id: 1, event: 'updated', created_at: '2026-01-01T00:00:00Z', causer: null, properties: { old: { a: 1 }, attributes: { a: 2 } }, reason: '' };
    expect(parseHistory({ data: [entry], meta: { total: 1 }, permissions: { restore: true } })).toEqual({
      entries: [{ id: '1', event: 'updated', causer: null, old: { a: 1 }, attributes: { a: 2 }, reason: null, createdAt: '2026-01-01T00:00:00Z' }],
      total: 1,
      restore: true,
    });
    // A list answer on the same path (an API without the log that answers anything) is not taken for one.
    expect(parseHistory({ data: [{ id: 1, name: 'KSA' }] })).toBeNull();
  });

  it('gives each field its newest change, leaving deletes out', () => {
    const at = (id: string, attributes: Record<string, unknown>, event = 'updated') => ({ id, event, causer: null, old: {}, attributes, reason: null, createdAt: '' });
    const changes = lastChanges([at('3', { name: 'b' }), at('2', { name: 'a', active: true }), at('1', { name: 'x' }, 'deleted')]);
    expect(Object.fromEntries(Object.entries(changes).map(([field, entry]) => [field, entry.id]))).toEqual({ name: '3', active: '2' });
  });

  it('labels a field as the form does and reads a money column as money', () => {
    const fields = historyFields(repositoryArea('offers'));
    expect(fields.from_date?.label).toBe('offers.fromDate');
    expect(fields.price_before_discount?.value).toEqual({ kind: 'money' });
  });
});
