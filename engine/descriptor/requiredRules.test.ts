import { describe, expect, it } from 'vitest';
import clients from '../../descriptors/clients.json';
import { runRules } from '../validation/runRules';
import { completeRules, redundantRules, requiredMessage } from './requiredRules.mjs';

describe('the message of a required field by convention', () => {
  it.each([
    ['name_ar', 'VALIDATION.nameAr'],
    ['country_id', 'VALIDATION.country'],
    ['car_model_id', 'VALIDATION.carModel'],
    ['phone', 'VALIDATION.phone'],
    ['password_confirmation', 'VALIDATION.password'],
  ])('%s asks with %s', (field, key) => {
    expect(requiredMessage(field)).toBe(key);
  });
});

describe("a form's rules completed with its required fields' own", () => {
  it('checks every required field, in the order form.schema.required lists them', () => {
    const rules = completeRules({ schema: { required: ['name_ar', 'name_en', 'country_id'] } });
    expect(runRules(rules, {})).toEqual({ field: 'name_ar', message: 'VALIDATION.nameAr' });
    expect(runRules(rules, { name_ar: 'بنك', name_en: 'Bank' })).toEqual({ field: 'country_id', message: 'VALIDATION.country' });
  });

  it('asks for a field before its written rules, and after the rules of the field listed before it when it has none', () => {
    const rules = completeRules({
      schema: { required: ['name', 'email', 'phone', 'password'] },
      rules: [
        { field: 'email', rule: 'email', message: 'VALIDATION.emailInvalid' },
        { field: 'birthday', rule: 'required', message: 'VALIDATION.birthday' },
        { field: 'password', rule: 'minLength', value: 6, message: 'VALIDATION.passwordLength' },
      ],
    });
    expect(rules.map((rule) => `${rule.field} ${rule.rule}`)).toEqual([
      'name required',
      'email required',
      'email email',
      'phone required',
      'birthday required',
      'password required',
      'password minLength',
    ]);
  });

  it('lets a written required or minItems rule speak for its field, and leaves out the fields the form does not check', () => {
    const rules = completeRules({
      schema: { required: ['image_data', 'roles', 'offer_type', 'name'] },
      uncheckedRequired: ['offer_type'],
      rules: [
        { field: 'image_data', rule: 'required', message: 'VALIDATION.image' },
        { field: 'roles', rule: 'minItems', value: 1, message: 'VALIDATION.role' },
      ],
    });
    expect(rules.map((rule) => rule.message)).toEqual(['VALIDATION.image', 'VALIDATION.role', 'VALIDATION.name']);
  });

  it('gives the rules the clients form has always run, in the same order', () => {
    const fields = completeRules(clients.form as Parameters<typeof completeRules>[0])
      .filter((rule) => rule.rule === 'required')
      .map((rule) => rule.field);
    expect(fields.slice(0, 4)).toEqual(['name', 'email', 'phone', 'user_name']);
    expect(fields.slice(-2)).toEqual(['password', 'password_confirmation']);
  });

  it('adds nothing the second time', () => {
    const form = { schema: { required: ['name_ar', 'country_id'] }, rules: [{ field: 'country_id', rule: 'min' as const, value: 1, message: 'VALIDATION.country' }] };
    const once = completeRules(form);
    expect(completeRules({ ...form, rules: once })).toEqual(once);
  });
});

describe('a written rule the convention already gives', () => {
  it('is found, with its place; one with another message or a condition is not', () => {
    const form = {
      schema: { required: ['title_ar', 'name_ar', 'sender'] },
      rules: [
        { field: 'title_ar', rule: 'required' as const, message: 'VALIDATION.reasonAr' },
        { field: 'name_ar', rule: 'required' as const, message: 'VALIDATION.nameAr' },
        { field: 'sender', rule: 'required' as const, message: 'VALIDATION.sender', when: { field: 'kind', equals: 'x' } },
      ],
    };
    expect(redundantRules(form).map(({ index }) => index)).toEqual([1]);
  });

  it('is not one that runs elsewhere than the convention would put it', () => {
    // Checked after the length, where the convention would check it first.
    const form = {
      schema: { required: ['password'] },
      rules: [
        { field: 'password', rule: 'minLength' as const, value: 6, message: 'VALIDATION.passwordLength' },
        { field: 'password', rule: 'required' as const, message: 'VALIDATION.password' },
      ],
    };
    expect(redundantRules(form)).toEqual([]);
  });
});
