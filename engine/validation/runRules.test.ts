import { describe, expect, it } from 'vitest';
import { runRules, today, trimValues, type ValidationRule } from './runRules';

const login: ValidationRule[] = [
  { field: 'email', rule: 'required', message: 'VALIDATION.email' },
  { field: 'password', rule: 'required', message: 'VALIDATION.password' },
  { field: 'password', rule: 'minLength', value: 6, message: 'VALIDATION.passwordLength' },
];

describe('runRules', () => {
  it('reports the first failing rule in the order given', () => {
    expect(runRules(login, { email: '', password: '' })).toEqual({ field: 'email', message: 'VALIDATION.email' });
    expect(runRules(login, { email: 'a@b.co', password: '' })).toEqual({ field: 'password', message: 'VALIDATION.password' });
    expect(runRules(login, { email: 'a@b.co', password: '12345' })?.message).toBe('VALIDATION.passwordLength');
    expect(runRules(login, { email: 'a@b.co', password: '123456' })).toBeNull();
  });

  it('treats whitespace as empty', () => {
    expect(runRules(login, { email: '   ', password: '123456' })?.field).toBe('email');
  });

  it('compares two fields with sameAs', () => {
    const rules: ValidationRule[] = [{ field: 'password_confirmation', rule: 'sameAs', value: 'password', message: 'VALIDATION.notEqualPasswords' }];
    expect(runRules(rules, { password: 'abcdef', password_confirmation: 'abcdeg' })?.message).toBe('VALIDATION.notEqualPasswords');
    expect(runRules(rules, { password: 'abcdef', password_confirmation: 'abcdef' })).toBeNull();
  });

  it('checks numbers, patterns and list sizes only when a value is present', () => {
    const rules: ValidationRule[] = [
      { field: 'discount_percentage', rule: 'min', value: 0, message: 'm0' },
      { field: 'discount_percentage', rule: 'max', value: 100, message: 'm100' },
      { field: 'phone', rule: 'pattern', value: '^05\\d{8}$', message: 'phone' },
      { field: 'permissions', rule: 'minItems', value: 1, message: 'perm' },
    ];
    expect(runRules(rules, { discount_percentage: '150', permissions: [1] })?.message).toBe('m100');
    expect(runRules(rules, { discount_percentage: 'x', permissions: [1] })?.message).toBe('m0');
    expect(runRules(rules, { phone: '0612345678', permissions: [1] })?.message).toBe('phone');
    expect(runRules(rules, { phone: '0512345678', permissions: [] })?.message).toBe('perm');
    expect(runRules(rules, { phone: '0512345678', permissions: [3] })).toBeNull();
  });

  it('skips rules whose condition does not hold', () => {
    const rules: ValidationRule[] = [{ field: 'password', rule: 'required', message: 'p', when: { field: 'change_password', equals: true } }];
    expect(runRules(rules, { change_password: false })).toBeNull();
    expect(runRules(rules, { change_password: true })?.message).toBe('p');
  });
});

describe('rules on lists', () => {
  it('checks every item of a list against a text rule', () => {
    const rules: ValidationRule[] = [{ field: 'phone_number', rule: 'pattern', value: '^05\\d{8}$', message: 'VALIDATION.phoneNumber' }];
    expect(runRules(rules, { phone_number: ['0512345678', '0598765432'] })).toBeNull();
    expect(runRules(rules, { phone_number: ['0512345678', '12345'] })?.message).toBe('VALIDATION.phoneNumber');
  });
});

describe('rows', () => {
  it('needs every row to have the field', () => {
    const rules: ValidationRule[] = [{ field: 'car_service', rule: 'everyItemHas', value: 'service', message: 'VALIDATION.services' }];
    expect(runRules(rules, { car_service: [{ service_type_id: 1, service: [3] }] })).toBeNull();
    expect(
      runRules(rules, {
        car_service: [
          { service_type_id: 1, service: [3] },
          { service_type_id: 2, service: [] },
        ],
      })?.message,
    ).toBe('VALIDATION.services');
  });
});

describe('date rules', () => {
  it('refuses dates before today and an end before its start', () => {
    const rules: ValidationRule[] = [
      { field: 'from_date', rule: 'notBeforeToday', message: 'VALIDATION.startDate' },
      { field: 'to_date', rule: 'notBefore', value: 'from_date', message: 'VALIDATION.endDate' },
    ];
    const now = today();
    expect(runRules(rules, { from_date: '2000-01-01' })?.message).toBe('VALIDATION.startDate');
    expect(runRules(rules, { from_date: now, to_date: '2000-01-01' })?.message).toBe('VALIDATION.endDate');
    expect(runRules(rules, { from_date: now, to_date: now })).toBeNull();
    expect(runRules(rules, { from_date: 'garbage' })?.message).toBe('VALIDATION.startDate');
  });
});

describe('trimValues', () => {
  it('trims strings and leaves other values alone', () => {
    expect(trimValues({ a: '  x ', b: 3, c: true })).toEqual({ a: 'x', b: 3, c: true });
  });
});
