import { describe, expect, it } from 'vitest';
import { recordName, recordTitle } from './recordTitle';

describe('recordName', () => {
  it('takes the name of the admin language from a name_ar / name_en pair', () => {
    const bank = {
      id: 3,
      name: 'مصرف الرياض',
      name_ar: 'مصرف الرياض',
      name_en: 'Riyad Bank',
    };
    expect(recordName(bank, 'name', 'en')).toBe('Riyad Bank');
    expect(recordName(bank, 'name', 'ar')).toBe('مصرف الرياض');
  });

  it('takes the language from a translated object, else the other language', () => {
    expect(recordName({ name: { ar: 'تنظيف', en: 'Cleaning' } }, 'name', 'en')).toBe('Cleaning');
    expect(recordName({ name: { ar: 'تنظيف', en: 'Cleaning' } }, 'name', 'ar-SA')).toBe('تنظيف');
    expect(recordName({ name: { ar: 'تنظيف' } }, 'name', 'en')).toBe('تنظيف');
  });

  it('reads a dotted path and a plain value', () => {
    expect(recordName({ provider_applicant: { name: 'Sara' } }, 'provider_applicant.name', 'en')).toBe('Sara');
    expect(recordName({ full_name: '  Omar Ali ' }, 'full_name', 'ar')).toBe('Omar Ali');
  });

  it('writes an id label as #id', () => {
    expect(recordName({ id: 54 }, 'id', 'en')).toBe('#54');
  });

  it('is null when the record has no such field or it is empty', () => {
    expect(recordName({ title: 'x' }, 'name', 'en')).toBeNull();
    expect(recordName({ name: '  ' }, 'name', 'en')).toBeNull();
    expect(recordName(null, 'name', 'en')).toBeNull();
    expect(recordName({ name: 'x' }, undefined, 'en')).toBeNull();
  });
});

describe('recordTitle', () => {
  it('falls back to the record id, then to the id in the address', () => {
    expect(recordTitle({ id: 7, title: 'x' }, 'name', 'en')).toBe('#7');
    expect(recordTitle(undefined, 'name', 'en', '12')).toBe('#12');
    expect(recordTitle({ name: 'Riyad Bank', id: 7 }, 'name', 'en', '7')).toBe('Riyad Bank');
  });
});
