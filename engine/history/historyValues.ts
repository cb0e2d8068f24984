import { isTrue } from '../answers/answers';
import type { OptionSource } from '../descriptor/descriptor.types';
import { templatesReady, type TemplateValues } from '../api/template';
import { type CacheKey, keyId, sourceKey } from '../data/keys';
import { formatMoney } from '../i18n/formatAmount';
import type { ValueKind } from './historyModel';

/** Rich text is read as its words, cut to this many characters. */
const RICH_TEXT_LENGTH = 80;

export interface ValueWords {
  t: (key: string) => string;
  language: string;
  formatDate: (value: unknown, options?: { time?: boolean }) => string;
  /** The names a lookup's items go by, by the lookup call's key and the item's value; undefined while not loaded. */
  lookupName: (key: CacheKey, value: string) => string | undefined;
}

/** The lookup call that names a field's ids, filled with the other values the entry holds. */
function lookupKeyOf(source: OptionSource, values: TemplateValues): CacheKey | null {
  return templatesReady(source.query, values) ? sourceKey(source, values) : null;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(plainText)
      .filter(Boolean)
      .join(', ');
  return String(value);
}

function shortened(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > RICH_TEXT_LENGTH ? `${text.slice(0, RICH_TEXT_LENGTH - 1).trimEnd()}…` : text;
}

function emptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * A logged value as the screens show it: a switch's words, a lookup's names, money, dates, rich
 * text as its words. `values` are the entry's other values on the same side (a lookup's query may read them).
 */
export function historyValueText(value: unknown, kind: ValueKind, words: ValueWords, values: TemplateValues): string {
  const { t } = words;
  if (emptyValue(value)) return t('engine.conflictEmpty');
  switch (kind.kind) {
    case 'boolean':
      if (kind.words === 'active') return t(isTrue(value) ? 'common.active' : 'common.notActive');
      return t(isTrue(value) ? 'common.yes' : 'common.no');
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? formatMoney(n, words.language, t('common.currency')) : `${plainText(value)} ${t('common.currency')}`;
    }
    case 'date':
      return words.formatDate(value, { time: typeof value === 'string' && /\d[T ]\d{2}:\d{2}/.test(value) });
    case 'rich':
      return shortened(plainText(value));
    case 'lookup': {
      const key = lookupKeyOf(kind.source, values);
      const items = Array.isArray(value) ? value : [value];
      return items.map((item) => (key ? words.lookupName(key, String(item)) : undefined) ?? plainText(item)).join(', ');
    }
    case 'choices': {
      const items = Array.isArray(value) ? value : [value];
      return items.map((item) => (kind.titles[String(item)] ? t(kind.titles[String(item)] as string) : plainText(item))).join(', ');
    }
    case 'values': {
      const key = `${kind.group}.${String(value)}`;
      const said = t(key);
      return said === key ? plainText(value) : said;
    }
    default:
      if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
      return Array.isArray(value) ? value.map(plainText).join(', ') : shortened(plainText(value));
  }
}

/** The lookup calls an entry list needs to name its ids, each once. */
export function lookupKeysOf(requests: readonly { source: OptionSource; values: TemplateValues }[]): { key: CacheKey; source: OptionSource }[] {
  const keys = new Map<string, { key: CacheKey; source: OptionSource }>();
  for (const { source, values } of requests) {
    const key = lookupKeyOf(source, values);
    if (key) keys.set(keyId(key), { key, source });
  }
  return [...keys.values()];
}
