import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// The module the package publishes for precompiled validators (its exports map names `./lib/*.js`),
// not its entry point: that one also builds the run-time schema compiler at load, which the
// dashboard's Content-Security-Policy refuses and the bundle need not carry.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { EngineFormContext } from '../registries/widgets';
import type { FormValues } from './formModel';
import { validationSchema } from './formSchema.mjs';

export type FormValidator = ValidatorType<FormValues, RJSFSchema, EngineFormContext>;

/**
 * The form library's validator for one form, from the functions compiled for it when the dashboard
 * was built (engine/cli/viteFormValidators.mjs). `rootSchema` is the form's schema for its mode.
 * The library hands it schemas with their texts in the admin's language; the compiled functions
 * are keyed by the schemas without them, so every schema is looked up that way.
 */
export function formValidator(validators: ValidatorFunctions, rootSchema: RJSFSchema): FormValidator {
  const plain = new WeakMap<RJSFSchema, RJSFSchema>();
  const withoutTexts = (schema: RJSFSchema): RJSFSchema => {
    let found = plain.get(schema);
    if (!found) {
      found = validationSchema(schema);
      plain.set(schema, found);
    }
    return found;
  };
  const compiled = createPrecompiledValidator<FormValues, RJSFSchema, EngineFormContext>(validators, withoutTexts(rootSchema));
  const warned = new Set<string>();
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) => compiled.validateFormData(formData, withoutTexts(schema), customValidate, transformErrors, uiSchema),
    rawValidation: (schema, formData) => compiled.rawValidation(withoutTexts(schema), formData),
    isValid(schema, formData, root) {
      try {
        return compiled.isValid(withoutTexts(schema), formData, withoutTexts(root));
      } catch (error) {
        // A schema the build did not foresee: taken not to match, as the library's own validator
        // treats a schema it cannot compile, rather than breaking the form.
        const message = error instanceof Error ? error.message : String(error);
        if (!warned.has(message)) console.warn(`Form validation: ${message}`);
        warned.add(message);
        return false;
      }
    },
  };
}
