import { describe, expect, it } from 'vitest';
import { changedMeanwhile, defaultChoices, diffThreeWay, mergeValues, sameValue, sameValues } from './conflicts';

const fields = ['name_ar', 'name_en', 'country_id', 'active'];
const base = { name_ar: 'بنك', name_en: 'Bank', country_id: 1, active: true };

describe('diffThreeWay', () => {
  it('tells who changed each field', () => {
    const theirs = { ...base, name_en: 'Their bank', country_id: 2, active: false };
    const mine = { ...base, name_ar: 'بنكي', country_id: 3, active: false };
    const diff = diffThreeWay(fields, base, theirs, mine);
    expect(Object.fromEntries(diff.map((entry) => [entry.field, entry.status]))).toEqual({ name_ar: 'mine', name_en: 'theirs', country_id: 'both', active: 'agreed' });
    expect(changedMeanwhile(diff).map((entry) => entry.field)).toEqual(['name_en', 'country_id']);
  });

  it('finds nothing when the record is as the form opened it', () => {
    const diff = diffThreeWay(fields, base, { ...base, name_en: ' Bank ' }, { ...base, name_ar: 'x' });
    expect(changedMeanwhile(diff)).toEqual([]);
  });

  it('counts an emptied field and a missing one as the same', () => {
    const diff = diffThreeWay(['note'], {}, { note: null }, { note: '' });
    expect(diff[0]?.status).toBe('same');
  });

  it('compares lists and rows deeply', () => {
    const diff = diffThreeWay(['ids', 'rows'], { ids: [1, 2], rows: [{ a: 1 }] }, { ids: [1, 2], rows: [{ a: 2 }] }, { ids: [2, 1], rows: [{ a: 1 }] });
    expect(diff.map((entry) => entry.status)).toEqual(['mine', 'theirs']);
  });
});

describe('choices and merging', () => {
  it('takes theirs where only they changed and keeps mine where both did', () => {
    const theirs = { ...base, name_en: 'Their bank', country_id: 2 };
    const mine = { ...base, name_ar: 'بنكي', country_id: 3 };
    const diff = diffThreeWay(fields, base, theirs, mine);
    const choices = defaultChoices(diff);
    expect(choices).toEqual({ name_en: 'theirs', country_id: 'mine' });
    expect(mergeValues(mine, diff, choices)).toEqual({ name_ar: 'بنكي', name_en: 'Their bank', country_id: 3, active: true });
    expect(mergeValues(mine, diff, { ...choices, country_id: 'theirs' })).toEqual({ name_ar: 'بنكي', name_en: 'Their bank', country_id: 2, active: true });
  });

  it('keeps all mine when asked, even where only they changed', () => {
    const theirs = { ...base, name_en: 'Their bank' };
    const diff = diffThreeWay(fields, base, theirs, base);
    expect(mergeValues(base, diff, { name_en: 'mine' })).toEqual(base);
  });

  it('empties a field they emptied', () => {
    const diff = diffThreeWay(['note'], { note: 'x' }, {}, { note: 'x' });
    expect(mergeValues({ note: 'x' }, diff, defaultChoices(diff))).toEqual({});
  });
});

describe('sameValues', () => {
  it('sees typing then undoing as no change', () => {
    expect(sameValues(base, { ...base })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: 'x', b: '' })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: 'xy' })).toBe(false);
    expect(sameValue(1, '1')).toBe(false);
    // The form library fills an untouched list or group in as empty: still no change.
    expect(sameValues({}, { roles: [], rows: [{ name: '' }], group: {} })).toBe(true);
    expect(sameValues({}, { roles: [1] })).toBe(false);
  });
});
