import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { getClosestMatchingOption } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formValidator } from '../form/formValidator';
import { modeSchema } from '../form/formSchema.mjs';
import { formValidatorsModule } from './viteFormValidators.mjs';

const require = createRequire(import.meta.url);
const made: string[] = [];

/** Runs a generated module as the dashboard would (its imports resolved from this project). */
async function run(code: string): Promise<{ validators: ValidatorFunctions; problem: string | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
  made.push(dir);
  const file = join(dir, 'validators.mjs');
  writeFileSync(
    file,
    code.replace(/from "([^"]+)"/g, (_, id: string) => `from ${JSON.stringify(pathToFileURL(require.resolve(id)).href)}`),
  );
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validators: ValidatorFunctions; problem: string | null };
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('formValidatorsModule', () => {
  it('compiles a form whose choices are shared definitions, with formats and lengths', async () => {
    const form = {
      schema: {
        type: 'object',
        definitions: {
          kind: {
            type: 'string',
            oneOf: [
              { const: 'a', title: 'k.a' },
              { const: 'b', title: 'k.b' },
            ],
          },
        },
        properties: { kind: { $ref: '#/definitions/kind', title: 'k.kind' }, day: { type: 'string', format: 'date' }, name: { type: 'string', maxLength: 3 } },
      },
    };
    const { validators, problem } = await run(formValidatorsModule(form));
    expect(problem).toBeNull();
    // The form's schema as a screen hands it to the form library.
    const schema = modeSchema(form, 'create') as RJSFSchema;
    const validator = formValidator(validators, schema);
    const options = form.schema.definitions.kind.oneOf as RJSFSchema[];
    expect(getClosestMatchingOption(validator as unknown as ValidatorType<unknown, RJSFSchema>, schema, 'b', options)).toBe(1);
    const refused = validator.validateFormData({ kind: 'c', day: '2024-02-30', name: 'long' }, schema).errors.map((error) => error.property);
    expect([...new Set(refused)].sort()).toEqual(['.day', '.kind', '.name']);
    expect(validator.validateFormData({ kind: 'a', day: '2024-02-29', name: 'abc' }, schema).errors).toEqual([]);
  });

  it('refuses a schema that points at a definition it lacks', () => {
    expect(() => formValidatorsModule({ schema: { type: 'object', properties: { kind: { $ref: '#/definitions/missing' } } } })).toThrow(/missing/);
  });
});
