// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { likePattern } from '../db/reference-repository.js';
import { detectLang } from '../i18n/lang.js';
import { FormValidator, parseFlag, parseId } from './form-validator.js';
import { labels } from './labels.js';

describe('FormValidator', () => {
  it('trims text, checks length in characters and keeps passwords as typed', () => {
    const validator = new FormValidator('en', { name_ar: '  اسم  ', name_en: 'é'.repeat(3), password: ' pass word ' });
    expect(validator.text('name_ar', labels.name_ar, { required: true, max: 3 })).toBe('اسم');
    expect(validator.text('name_en', labels.name_en, { required: true, max: 3 })).toBe('ééé');
    expect(validator.text('password', labels.password, { required: true, trim: false })).toBe(' pass word ');
    expect(validator.valid).toBe(true);
  });

  it('collects failures in order and throws the first as the message', () => {
    const validator = new FormValidator('en', { name_en: ['a', 'b'] });
    validator.text('name_ar', labels.name_ar, { required: true });
    validator.text('name_en', labels.name_en, { required: true });
    expect(() => validator.assertValid()).toThrow('The Arabic name field is required.');
  });

  it('speaks Arabic', () => {
    const validator = new FormValidator('ar', {});
    validator.text('name_ar', labels.name_ar, { required: true });
    expect(() => validator.assertValid()).toThrow('حقل الاسم بالعربية مطلوب.');
  });
});

describe('parsers', () => {
  it('reads flags as JSON, forms and checkboxes send them', () => {
    expect([1, '1', true, 'true', 0, '0', false, 'false', 'yes', 2].map(parseFlag)).toEqual([true, true, true, true, false, false, false, false, undefined, undefined]);
  });

  it('reads positive integer ids only', () => {
    expect(['1', 7, '0', '-1', '1.5', 'x', ''].map(parseId)).toEqual([1, 7, undefined, undefined, undefined, undefined, undefined]);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('10%_\\')).toBe('%10\\%\\_\\\\%');
  });

  it('detects the language from lang, then Accept-Language, else Arabic', () => {
    expect(detectLang({ lang: 'en' })).toBe('en');
    expect(detectLang({ lang: 'en', 'accept-language': 'ar' })).toBe('en');
    expect(detectLang({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(detectLang({ lang: 'fr' })).toBe('ar');
    expect(detectLang({})).toBe('ar');
  });
});
