import { describe, expect, it } from 'vitest';
import { filterOptions, matchOption, normalizeForSearch } from './matchOption';

describe('normalizeForSearch', () => {
  it('makes the alef forms, taa marbuta and alef maqsura one letter', () => {
    expect(normalizeForSearch('أحمد إبراهيم آمنة')).toBe('احمد ابراهيم امنه');
    expect(normalizeForSearch('مستشفى')).toBe('مستشفي');
  });

  it('drops tashkeel and tatweel, lowers case and folds spaces', () => {
    expect(normalizeForSearch('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeForSearch('جـــدة')).toBe('جده');
    expect(normalizeForSearch('  Saudi   ARABIA ')).toBe('saudi arabia');
    expect(normalizeForSearch('فرع ١٢ و ۴۵')).toBe('فرع 12 و 45');
  });
});

describe('matchOption', () => {
  it('finds a part of an Arabic name whatever alef or marks were typed', () => {
    expect(matchOption('الاسكندريه', ['الإسكندرية'])).toBe(true);
    expect(matchOption('مُصر', ['مصر'])).toBe(true);
    expect(matchOption('رياض', ['الرياض'])).toBe(true);
  });

  it('finds a part of an English name in any case', () => {
    expect(matchOption('EGY', ['مصر', 'Egypt'])).toBe(true);
    expect(matchOption('ypt', ['Egypt'])).toBe(true);
  });

  it('refuses a text that is in no name', () => {
    expect(matchOption('Jordan', ['مصر', 'Egypt'])).toBe(false);
    expect(matchOption('اردن', ['مصر'])).toBe(false);
  });

  it('lets an empty or blank text match every option', () => {
    expect(matchOption('', ['Egypt'])).toBe(true);
    expect(matchOption('   ', ['Egypt'])).toBe(true);
  });
});

describe('filterOptions', () => {
  const options = [
    { value: '1', label: 'السعودية', names: ['Saudi Arabia'] },
    { value: '2', label: 'مصر', names: ['Egypt'] },
    { value: '3', label: 'الإمارات', names: ['United Arab Emirates'] },
  ];

  it('keeps the options whose label or other names hold the text, in order', () => {
    expect(filterOptions(options, 'arab').map((o) => o.value)).toEqual(['1', '3']);
    expect(filterOptions(options, 'امارات').map((o) => o.value)).toEqual(['3']);
    expect(filterOptions(options, 'x')).toEqual([]);
  });
});
