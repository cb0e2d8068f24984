// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../../engine/lookups/matchOption.js';
import { foldText } from './text-fold.js';

describe('foldText', () => {
  it('folds as the dashboard’s in-page search does', () => {
    for (const text of ['Banque du Caire', 'QNB  Alahli ', 'أَحْمَد', 'إسلام آمنة', 'مستشفى', 'ـمـدرسـة', 'Ｆｕｌｌ', 'رقم ١٢٣ و ۴۵۶']) {
      expect(foldText(text)).toBe(normalizeForSearch(text));
    }
    expect(foldText('رقم ١٢٣')).toBe('رقم 123');
  });
});
