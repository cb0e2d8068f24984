// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listField, recordListField } from './input.js';

describe('listField', () => {
  it('reads name[], name[n], repeated names and JSON arrays, dropping empty entries', () => {
    expect(listField({ 'ids[]': ['1', '2'] }, 'ids')).toEqual(['1', '2']);
    expect(listField({ 'ids[]': '7' }, 'ids')).toEqual(['7']);
    expect(listField({ 'ids[2]': 'c', 'ids[0]': 'a', 'ids[10]': 'd', 'ids[1]': 'b' }, 'ids')).toEqual(['a', 'b', 'c', 'd']);
    expect(listField({ ids: [3, 4] }, 'ids')).toEqual([3, 4]);
    expect(listField({ ids: '5' }, 'ids')).toEqual(['5']);
    expect(listField({ 'ids[]': ['', ' ', '1'] }, 'ids')).toEqual(['1']);
    expect(listField({ 'ids[]': '' }, 'ids')).toEqual([]);
    expect(listField({ other: 1, 'idsx[0]': 2 }, 'ids')).toBeUndefined();
  });

  it('treats special characters in the name literally', () => {
    expect(listField({ 'a.b[0]': 1, 'axb[0]': 2 }, 'a.b')).toEqual([1]);
  });
});

describe('recordListField', () => {
  it('reads name[i][key] fields in index order, or a JSON list of objects', () => {
    expect(recordListField({ 'period[1][time_from]': '14:00', 'period[0][time_from]': '08:00', 'period[0][time_to]': '12:00' }, 'period')).toEqual([
      { time_from: '08:00', time_to: '12:00' },
      { time_from: '14:00' },
    ]);
    expect(recordListField({ period: [{ time_from: '1' }, 'junk'] }, 'period')).toEqual([{ time_from: '1' }, {}]);
    expect(recordListField({ 'period[0]': 'x' }, 'period')).toBeUndefined();
  });
});
