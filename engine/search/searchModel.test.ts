import { describe, expect, it } from 'vitest';
import { matchRange, readRecent, rememberRecent, searchableAreas } from './searchModel';
import { repositoryAreas } from '../testing/repositoryAreas';
import { memoryStorage } from '../testing/memoryStorage';

describe('where the typed text is in a value', () => {
  it('is found as the pickers fold it, and marked on the value as written', () => {
    // Another alef form, a mark and a final letter typed otherwise.
    expect(matchRange('مؤسسة أحمد', 'احمد')).toEqual({ start: 6, end: 10 });
    expect(matchRange('مُحَمَّد', 'محمد')).toEqual({ start: 0, end: 8 });
    expect(matchRange('Sara CLIENT', 'client')).toEqual({ start: 5, end: 11 });
    expect(matchRange('0501234567', '١٢٣')).toEqual({ start: 3, end: 6 });
  });

  it('takes what an admin may paste as text, not as a pattern', () => {
    expect(matchRange('100% done', '%')).toEqual({ start: 3, end: 4 });
    expect(matchRange('a_b', '_')).toEqual({ start: 1, end: 2 });
    expect(matchRange('abc', '%')).toBeNull();
    expect(matchRange(`O'Brien "x"`, `o'b`)).toEqual({ start: 0, end: 3 });
    expect(matchRange('a'.repeat(5000), 'b'.repeat(300))).toBeNull();
    expect(matchRange('abc', '')).toBeNull();
  });
});

describe('the areas the palette searches', () => {
  const areas = repositoryAreas();

  it('are those whose list names its search filters and which the admin may list', () => {
    const viewer = new Set(['banks index', 'countries index']);
    expect(searchableAreas(areas, (key) => viewer.has(key)).map((area) => area.area)).toEqual(['banks', 'countries']);
    expect(searchableAreas(areas, () => false)).toEqual([]);
  });
});

describe('the recent records and searches', () => {
  it('keep the newest first, once each, and are the admin’s own', () => {
    const storage = memoryStorage();
    rememberRecent(storage, 1, { kind: 'search', text: 'احمد' });
    rememberRecent(storage, 1, { kind: 'record', area: 'banks', id: '4', label: 'Bank', path: '/banks/show/4' });
    rememberRecent(storage, 1, { kind: 'search', text: 'أحمد' });
    expect(readRecent(storage, 1)).toEqual([
      { kind: 'search', text: 'أحمد' },
      { kind: 'record', area: 'banks', id: '4', label: 'Bank', path: '/banks/show/4' },
    ]);
    expect(readRecent(storage, 2)).toEqual([]);
  });
});
