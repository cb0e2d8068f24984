/** create and edit a record of a list; single: the one record of a settings-like page. */
export type FormMode = 'create' | 'edit' | 'single';

/** The part of a JSON Schema property the engine reads. */
export interface PropertySchema {
  type?: string | string[];
  title?: string;
  default?: unknown;
  [key: string]: unknown;
}

export interface ObjectSchema {
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  [key: string]: unknown;
}

/** The parts of a descriptor's form that decide its schema in each mode. */
export interface FormSchemaSource {
  schema?: { properties?: unknown; required?: unknown; [key: string]: unknown };
  editOnly?: readonly string[];
  createOnly?: readonly string[];
}

export declare const FORM_MODES: readonly FormMode[];
export declare function modeSchema(form: FormSchemaSource | undefined, mode: FormMode): ObjectSchema;
export declare function translateSchema<T>(node: T, translate: (key: string) => string): T;
export declare function validationSchema<T>(node: T): T;
