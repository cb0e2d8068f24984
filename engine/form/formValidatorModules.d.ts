// The modules the build makes of the descriptors' forms (engine/cli/viteFormValidators.mjs).
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** What the build made of one form: its compiled validators, or why it could not. */
  export interface CompiledFormValidators {
    validators: ValidatorFunctions;
    problem: string | null;
  }

  /** For each area with a form, by area name: a loader of that form's validators (a chunk of its own). */
  export const formValidatorModules: Readonly<Record<string, () => Promise<CompiledFormValidators>>>;
}
