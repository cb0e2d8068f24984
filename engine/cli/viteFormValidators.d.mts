import type { Plugin } from 'vite';
import type { FormSchemaSource } from '../form/formSchema.mjs';

export declare const FORM_VALIDATORS_ID: 'virtual:form-validators';
export declare function readFormAreas(descriptorsDir: string): Map<string, { file: string; form: FormSchemaSource }>;
export declare function formValidatorsModule(form: FormSchemaSource): string;
export declare function formValidatorsPlugin(options?: {
  descriptorsDir?: string;
  /** 'warn' builds a form whose schema cannot be compiled, its screen saying so (tests of a broken descriptor only); defaults to DESCRIPTOR_CHECK. */
  check?: 'error' | 'warn';
}): Plugin;
