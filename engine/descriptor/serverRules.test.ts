import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFormAreas } from '../cli/viteFormValidators.mjs';
import { repoRoot } from '../cli/checkDescriptors.mjs';
import banks from '../../descriptors/banks.json';
import providers from '../../descriptors/providers.json';
import { runRules, type ValidationRule } from '../validation/runRules';
import { completeRules } from './requiredRules.mjs';
import { withServerLimits } from './serverRules.mjs';

const writes = {
  'dashboard/things': { POST: { name: { type: 'string', required: true, maxLength: 40 }, code: { type: 'string', required: false, maxLength: 8 } } },
  'dashboard/things/:id': { PUT: { name: { type: 'string', required: true, maxLength: 40 } } },
};

const thing = (properties: Record<string, unknown>) => ({
  kind: 'area',
  api: { create: { method: 'POST', path: 'dashboard/things' }, update: { method: 'POST', path: 'dashboard/things/{id}', body: { _method: 'PUT' } } },
  form: { schema: { type: 'object', properties }, sendAs: {} },
});

describe("a form field's limits, declared once on the server", () => {
  it("give a text field the server's longest length where the descriptor gives none", () => {
    const area = withServerLimits(thing({ name: { type: 'string' }, code: { type: 'string', maxLength: 6 }, count: { type: 'integer' } }), writes);
    expect(area.form.schema.properties).toEqual({ name: { type: 'string', maxLength: 40 }, code: { type: 'string', maxLength: 6 }, count: { type: 'integer' } });
  });

  it('mark a field required where the server requires it on each call that shows it, with a rule naming it', () => {
    const pictures = {
      'dashboard/things': { POST: { picture: { type: 'file', required: true }, nickname: { type: 'string', required: false }, name: { type: 'string', required: true } } },
      'dashboard/things/:id': { PUT: { picture: { type: 'file', required: false }, nickname: { type: 'string', required: true }, name: { type: 'string', required: true } } },
    };
    const area = withServerLimits(
      {
        ...thing({ name: { type: 'string' }, picture: { type: 'string', format: 'data-url' }, nickname: { type: 'string' } }),
        form: {
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, picture: { type: 'string', format: 'data-url' }, nickname: { type: 'string' } } },
          sendAs: {},
          rules: [{ field: 'name', rule: 'required', message: 'VALIDATION.name' }],
        },
      },
      pictures,
    );
    // The picture: required on create, and on update the stored one counts; the nickname is asked for on update only, and the form shows it on create too.
    expect(area.form.schema.required).toEqual(['name', 'picture']);
    expect(area.form.rules).toEqual([
      { field: 'name', rule: 'required', message: 'VALIDATION.name' },
      { field: 'picture', rule: 'required', message: 'VALIDATION.required' },
    ]);
    expect(runRules(area.form.rules as ValidationRule[], { name: 'A' })).toEqual({ field: 'picture', message: 'VALIDATION.required' });
  });

  it("give the drivers' form the picture the server requires on create", () => {
    const drivers = readFormAreas(path.join(repoRoot, 'descriptors')).get('drivers')?.form as Parameters<typeof completeRules>[0];
    expect(drivers?.schema?.required).toContain('image_data');
    expect(drivers?.rules).toContainEqual({ field: 'image_data', rule: 'required', message: 'VALIDATION.required' });
    // Everything else filled in: the form refuses to send the new driver without a picture, as the server would.
    const filled = {
      full_name: 'Driver',
      phone_number: '0559876543',
      region_id: 1,
      city_id: 1,
      town_id: 1,
      address: 'Street',
      number_orders_allowed_per_day: 5,
      driver_type: 'washing',
      password: 'Abcdefg1',
      password_confirmation: 'Abcdefg1',
      available: true,
      status: true,
    };
    const rules = completeRules(drivers) as ValidationRule[];
    expect(runRules(rules, filled)).toEqual({ field: 'image_data', message: 'VALIDATION.required' });
    expect(runRules(rules, { ...filled, image_data: 'data:image/png;base64,AAAA' })).toBeNull();
  });

  it('leave an area whose calls the contract does not know as it is', () => {
    const area = { ...thing({ name: { type: 'string' } }), api: { create: { method: 'POST', path: 'dashboard/other' } } };
    expect(withServerLimits(area, writes)).toBe(area);
  });

  it('reach the forms the dashboard reads, and the validators built for them', () => {
    // Neither descriptor writes these lengths: the banks' names and the providers' register number come from the server's field tables.
    expect(banks.form.schema.properties.name_ar).toMatchObject({ maxLength: 255 });
    expect(providers.form.schema.properties.trade_register_number).toMatchObject({ maxLength: 50 });
    const forms = readFormAreas(path.join(repoRoot, 'descriptors'));
    expect(forms.get('providers')?.form.schema?.properties).toMatchObject({ trade_register_number: { maxLength: 50 } });
  });

  // Not required here: these cases are about the other kinds of limit.
  const people = {
    'dashboard/people': {
      POST: {
        phone: { type: 'string', required: false, maxLength: 15, pattern: '^\\+?\\d{7,15}$', patternName: 'phone' },
        IBAN: { type: 'string', required: false, maxLength: 34, pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$', patternName: 'iban', normalize: 'compact' as const },
        code: { type: 'string', required: false, maxLength: 8, pattern: '^[A-Z]+$' },
        price: { type: 'number', required: false, minimum: 0, maximum: 1000000 },
        kind: { type: 'string', required: false, enum: ['a', 'b', 'c'] },
      },
    },
  };
  const person = (rules: ValidationRule[] = []) => ({
    kind: 'area',
    api: { create: { method: 'POST', path: 'dashboard/people' } },
    form: {
      schema: { type: 'object', properties: { phone: { type: 'string' }, IBAN: { type: 'string' }, code: { type: 'string' }, price: { type: 'number' }, kind: { type: 'string' } } },
      sendAs: {},
      rules,
    },
  });

  it("give the form the server's pattern with the field's own format message, or the generic one", () => {
    const { rules } = withServerLimits(person(), people).form;
    expect(rules.filter((rule) => rule.rule === 'pattern')).toEqual([
      { field: 'phone', rule: 'pattern', value: '^\\+?\\d{7,15}$', message: 'VALIDATION.phoneFormat' },
      { field: 'IBAN', rule: 'pattern', value: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$', message: 'VALIDATION.ibanFormat', normalize: 'compact' },
      { field: 'code', rule: 'pattern', value: '^[A-Z]+$', message: 'VALIDATION.format' },
    ]);
    expect(runRules(rules, { phone: '05-123', kind: 'a' })).toEqual({ field: 'phone', message: 'VALIDATION.phoneFormat' });
  });

  it('read a value as the server reads it before its pattern: an IBAN with spaces in lower case passes', () => {
    const { rules } = withServerLimits(person(), people).form;
    expect(runRules(rules, { phone: '+966501234567', IBAN: 'sa03 8000 0000 6080 1016 7519', kind: 'a' })).toBeNull();
    expect(runRules(rules, { phone: '+966501234567', IBAN: 'sa03 80', kind: 'a' })).toEqual({ field: 'IBAN', message: 'VALIDATION.ibanFormat' });
  });

  it("give a number the server's range, in the schema and as rules", () => {
    const { form } = withServerLimits(person(), people);
    expect(form.schema.properties.price).toEqual({ type: 'number', minimum: 0, maximum: 1000000 });
    expect(runRules(form.rules, { price: 1000001 })).toEqual({ field: 'price', message: 'VALIDATION.atMost' });
    expect(runRules(form.rules, { price: -1 })).toEqual({ field: 'price', message: 'VALIDATION.atLeast' });
  });

  it("refuse a value outside the server's list", () => {
    const { rules } = withServerLimits(person(), people).form;
    expect(runRules(rules, { kind: 'd' })).toEqual({ field: 'kind', message: 'VALIDATION.oneOf' });
    expect(runRules(rules, { kind: 'b' })).toBeNull();
  });

  it("keep a rule the descriptor writes with the spec's message, and run the server's after the field's own", () => {
    const written: ValidationRule[] = [
      { field: 'phone', rule: 'required', message: 'VALIDATION.phone' },
      { field: 'price', rule: 'min', value: 0, message: 'VALIDATION.price' },
    ];
    const { rules } = withServerLimits(person(written), people).form;
    expect(rules.map((rule) => `${rule.field} ${rule.rule} ${rule.message}`)).toEqual([
      'phone required VALIDATION.phone',
      'phone pattern VALIDATION.phoneFormat',
      'IBAN pattern VALIDATION.ibanFormat',
      'code pattern VALIDATION.format',
      'price min VALIDATION.price',
      'price max VALIDATION.atMost',
      'kind oneOf VALIDATION.oneOf',
    ]);
  });
});
