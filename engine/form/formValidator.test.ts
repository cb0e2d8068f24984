import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClosestMatchingOption, getDefaultFormState, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { repositoryAreas } from '../testing/repositoryAreas';
import { i18n } from '../i18n/i18n';
import { formSchemaFor, translateSchema } from './formModel';
import { FORM_MODES } from './formSchema.mjs';
import { formValidator, type FormValidator } from './formValidator';
import { loadFormValidators } from './loadFormValidators';

// Completed as the build completes them (the server's limits among them), as the validators were compiled.
const forms = repositoryAreas().filter((area) => area.form);

/** The schema as the form screen hands it to the form library: texts in the admin's language. */
const shown = (schema: unknown) => translateSchema(schema, (key) => i18n.t(key)) as RJSFSchema;
/** The validator as the library's helpers see it: any value of the form, not only the whole record. */
const anyValue = (validator: FormValidator) => validator as unknown as ValidatorType<unknown, RJSFSchema>;

beforeEach(async () => {
  await i18n.changeLanguage('ar');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('formValidator', () => {
  it('finds, for every choice list of every form in every mode, the choice a record holds', async () => {
    const warned = vi.spyOn(console, 'warn');
    let checked = 0;
    for (const area of forms) {
      const { validators, problem } = await loadFormValidators(area.area);
      expect(problem, area.area).toBeNull();
      for (const mode of FORM_MODES) {
        const schema = formSchemaFor(area, mode);
        const validator = anyValue(formValidator(validators, schema as RJSFSchema));
        const root = shown(schema);
        for (const [name, property] of Object.entries(root.properties ?? {})) {
          const options = typeof property === 'object' ? (property.oneOf as RJSFSchema[] | undefined) : undefined;
          if (!options) continue;
          options.forEach((option, index) => {
            expect(getClosestMatchingOption(validator, root, option.const, options), `${area.area} ${mode} ${name} = ${String(option.const)}`).toBe(index);
            expect(getDefaultFormState(validator, root, { [name]: option.const }, root)).toMatchObject({ [name]: option.const });
            checked += 1;
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(warned).not.toHaveBeenCalled();
  });

  it("checks a record against its form's schema: a client's name over its maximum length is reported", async () => {
    const clients = forms.find((area) => area.area === 'clients');
    if (!clients) throw new Error('the clients form is described');
    const schema = formSchemaFor(clients, 'edit');
    const validator = formValidator((await loadFormValidators('clients')).validators, schema as RJSFSchema);
    const client = { name: 'x'.repeat(300), email: 'client@example.com', phone: '0500000000', experience: 'professional' };
    const { errors } = validator.validateFormData(client, shown(schema));
    expect(errors.map((error) => [error.property, error.name])).toEqual([['.name', 'maxLength']]);
    expect(validator.validateFormData({ ...client, name: 'x'.repeat(255) }, shown(schema)).errors).toEqual([]);
  });

  it('takes a schema the build did not foresee not to match, and says so once', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const banks = forms.find((area) => area.area === 'banks');
    if (!banks) throw new Error('the banks form is described');
    const schema = formSchemaFor(banks, 'create');
    const validator = anyValue(formValidator((await loadFormValidators('banks')).validators, schema as RJSFSchema));
    const unforeseen = { type: 'string', const: 'unforeseen' } as RJSFSchema;
    expect(validator.isValid(unforeseen, 'unforeseen', shown(schema))).toBe(false);
    expect(validator.isValid(unforeseen, 'unforeseen', shown(schema))).toBe(false);
    expect(warned).toHaveBeenCalledTimes(1);
  });
});
