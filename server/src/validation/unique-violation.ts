import { ValidationError } from '../http/errors.js';
import type { Lang } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';
import { labels } from './labels.js';

/** better-sqlite3's message names the first column of the index: `UNIQUE constraint failed: employees.email`. */
const FAILED_COLUMN = /^UNIQUE constraint failed: \w+\.(\w+)/;

/**
 * The column a write broke a unique index on (another request stored the same value since this
 * one was checked); undefined for any other error.
 */
export function uniqueViolationColumn(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' || typeof message !== 'string') return undefined;
  return FAILED_COLUMN.exec(message)?.[1];
}

/**
 * The 422 the validator gives for a taken value, for a write a unique index refused where no
 * area knows the request's field names: the column is the field.
 */
export function takenAnswer(error: unknown, lang: Lang): ValidationError | undefined {
  const column = uniqueViolationColumn(error);
  if (column === undefined) return undefined;
  const label = column in labels ? labels[column as keyof typeof labels][lang] : column;
  return ValidationError.single(column, t(lang, 'taken', { attribute: label }));
}
