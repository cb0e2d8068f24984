import { describe, expect, it } from 'vitest';
import { fieldDirection, valueDirection } from './textDirection';

describe('fieldDirection', () => {
  it('writes English fields left to right and Arabic ones right to left by their names', () => {
    expect(fieldDirection({ name: 'name_en' })).toBe('ltr');
    expect(fieldDirection({ name: 'content_ar' })).toBe('rtl');
    expect(fieldDirection({ name: 'translations.title_en' })).toBe('ltr');
  });

  it('lets the uiSchema override the convention', () => {
    expect(fieldDirection({ name: 'name_en', dir: 'auto' })).toBe('auto');
    expect(fieldDirection({ name: 'notes', dir: 'rtl' })).toBe('rtl');
  });

  it('keeps addresses, numbers and phone numbers left to right whatever is asked', () => {
    expect(fieldDirection({ name: 'contact', type: 'email', dir: 'rtl' })).toBe('ltr');
    expect(fieldDirection({ name: 'price_ar', type: 'number' })).toBe('ltr');
    expect(fieldDirection({ name: 'site', format: 'uri' })).toBe('ltr');
    expect(fieldDirection({ name: 'phone' })).toBe('ltr');
  });

  it('leaves other fields in the page direction, ignoring unknown values', () => {
    expect(fieldDirection({ name: 'name' })).toBeUndefined();
    expect(fieldDirection({ name: 'name', dir: 'sideways' })).toBeUndefined();
  });

  it('lets shown text find its own direction when its field says nothing', () => {
    expect(valueDirection('name')).toBe('auto');
    expect(valueDirection('name_en')).toBe('ltr');
  });
});
