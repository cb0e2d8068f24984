import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFormAreas } from '../cli/viteFormValidators.mjs';
import { repoRoot } from '../cli/checkDescriptors.mjs';
import banks from '../../descriptors/banks.json';
import providers from '../../descriptors/providers.json';
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
});
