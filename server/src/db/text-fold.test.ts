// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldText } from './text-fold.js';

// The same cases as the dashboard's in-page search (engine/lookups/matchOption.test.ts).
describe('foldText', () => {
  it('makes the alef forms, taa marbuta and alef maqsura one letter', () => {
    expect(foldText('أحمد إبراهيم آمنة')).toBe('احمد ابراهيم امنه');
    expect(foldText('مستشفى')).toBe('مستشفي');
  });

  it('drops tashkeel and tatweel, lowers case, folds spaces and reads Arabic-Indic digits as 0-9', () => {
    expect(foldText('مُحَمَّدٌ')).toBe('محمد');
    expect(foldText('جـــدة')).toBe('جده');
    expect(foldText('  Saudi   ARABIA ')).toBe('saudi arabia');
    expect(foldText('فرع ١٢ و ۴۵')).toBe('فرع 12 و 45');
  });
});
