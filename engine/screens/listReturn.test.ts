import { describe, expect, it } from 'vitest';
import { listReturnPath, listReturnState } from './listReturn';

describe('listReturnPath', () => {
  it('goes back to the page, filters and order the list was left at', () => {
    const state = listReturnState({ pathname: '/banks/all', search: '?active=1&page=2&sort_by=name_en' });
    expect(listReturnPath(state, '/banks/all')).toBe('/banks/all?active=1&page=2&sort_by=name_en');
  });

  it('falls back to the list when the screen was opened from elsewhere or the state is not a list address', () => {
    expect(listReturnPath(null, '/banks/all')).toBe('/banks/all');
    expect(listReturnPath({ listFrom: '/cities/all?page=3' }, '/banks/all')).toBe('/banks/all');
    expect(listReturnPath({ listFrom: '//evil.example/banks/all' }, '/banks/all')).toBe('/banks/all');
    expect(listReturnPath({ listFrom: 'https://evil.example/banks/all' }, '/banks/all')).toBe('/banks/all');
    expect(listReturnPath({ listFrom: 42 }, '/banks/all')).toBe('/banks/all');
  });
});
