import type { MessageKey } from '../i18n/messages.js';
import type { labels } from '../validation/labels.js';
import type { DataStore } from './store.js';

// A field's validation rule is declared here, below the areas that run it, so the field tables
// (field-table.ts) can build on it without the data layer depending on an area module.

/** A request field's name: one the validation labels name. */
export type FieldName = keyof typeof labels;

/** Whether a field must be sent: always, never, or on create or update only. */
export type Requirement = boolean | 'create' | 'update';

type Common = {
  readonly name: FieldName;
  /** The column written; the request name when not given. */
  readonly column?: string;
};

/** One written field, its checks in the order they run. */
export type FieldRule =
  | (Common & {
      readonly kind: 'text';
      readonly required: Requirement;
      readonly max: number;
      readonly pattern?: RegExp;
      readonly unique?: boolean;
      /** Written on create only; an update ignores it (a phone number that is not editable). */
      readonly createOnly?: boolean;
      /** Stored in upper case without spaces (IBAN). */
      readonly compact?: boolean;
      /** What the pattern stands for, where a form's message must say what is expected (the form's text `VALIDATION.<name>Format`). */
      readonly patternName?: 'phone' | 'iban' | 'swift';
    })
  | (Common & { readonly kind: 'email'; readonly unique?: boolean; readonly required?: Requirement })
  | (Common & { readonly kind: 'url'; readonly required: Requirement })
  | {
      readonly kind: 'active';
      readonly name: 'active' | 'status';
      /** Other request names read when the main one is not sent. */
      readonly aliases?: readonly ('active' | 'status')[];
    }
  | (Common & {
      /** A yes/no column other than `active` (e.g. `available`), 1/0. */
      readonly kind: 'flag';
      /** Written when the field is left out on create. */
      readonly createDefault: boolean;
    })
  | (Common & {
      readonly kind: 'reference';
      readonly required: Requirement;
      readonly exists: (store: DataStore, id: number) => boolean;
      /** When false for the request, the field is not read and its column is cleared. */
      readonly onlyWhen?: (fields: Readonly<Record<string, unknown>>) => boolean;
      /** Sent as a one-item list (`roles[]`). */
      readonly list?: boolean;
    })
  | (Common & {
      readonly kind: 'number';
      readonly required: Requirement;
      readonly min: number;
      readonly max: number;
      readonly integer?: boolean;
      readonly percent?: boolean;
      /** Written when the field is left out on create. */
      readonly createDefault?: number;
    })
  | (Common & { readonly kind: 'choice'; readonly values: readonly string[]; readonly required?: Requirement })
  | (Common & {
      /** A list of values each among `values` (`work_location_id[]`), stored as a JSON array of strings. */
      readonly kind: 'choiceList';
      readonly values: readonly string[];
      readonly min: number;
      /** At least one value on the calls named (an edit form that asks for one), whatever `min` says. */
      readonly required?: Requirement;
    })
  | (Common & {
      readonly kind: 'date';
      readonly required: Requirement;
      /** Refuses dates before today, except a date left as it was on update. */
      readonly notBeforeToday?: boolean;
      /** Refuses dates after today (a birthday). */
      readonly notAfterToday?: boolean;
    })
  | (Common & {
      readonly kind: 'image';
      /** Required while the record has none stored: on create, and on update of a record without one. */
      readonly column: string;
      /** Never required; kept as it is when not sent. */
      readonly optional?: boolean;
    })
  | (Common & {
      /** A PDF document (`.pdf` and the `%PDF-` signature, at most MAX_DOCUMENT_MB); kept when not sent. */
      readonly kind: 'pdf';
      readonly column: string;
    })
  | (Common & {
      readonly kind: 'links';
      /** The link table (of the table spec) the ids go to; without one they are only checked, for `check`. */
      readonly link?: string;
      readonly min: number;
      /** At least one id on the calls named (an edit form that asks for one), whatever `min` says. */
      readonly required?: Requirement;
      /** The ids among those given that do not name an existing record. */
      readonly missing: (store: DataStore, ids: readonly number[]) => number[];
      /** Completes the list before it is written (e.g. a group's base permission). */
      readonly complete?: (store: DataStore, ids: readonly number[]) => number[];
    })
  | (Common & {
      readonly kind: 'password';
      readonly column: string;
      readonly min: number;
      /** What the password must also contain, with the message naming the rule. */
      readonly pattern?: { readonly test: RegExp; readonly message: MessageKey };
    });

/** The least number of items a list field takes on a create or an update. */
export function leastItems(rule: { readonly min: number; readonly required?: Requirement }, mode: 'create' | 'update'): number {
  const required = rule.required === true || rule.required === mode;
  return required ? Math.max(1, rule.min) : rule.min;
}
