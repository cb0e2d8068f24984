import { i18n } from '../../i18n/i18n';

/**
 * A value in words: its label in the `values` locale group (keys are the API's values), or the
 * value as sent when the group has no key for it.
 */
export function valueInWords(value: unknown, group: string | undefined): unknown {
  if (!group || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return value;
  const key = `${group}.${String(value)}`;
  return i18n.exists(key) ? i18n.t(key) : value;
}
