import type { OptionSource } from '../descriptor/descriptor.types';
import { templatesReady } from '../api/template';
import { type CacheKey, sourceKey } from '../data/keys';
import { parseOptions } from '../data/envelope';
import type { PropertySchema } from './formModel';
import type { FormValues } from './formModel';

interface ValueTextContext {
  t: (key: string) => string;
  /** The field's schema (choice lists' titles as translation keys). */
  property: PropertySchema | undefined;
  /** The field's uiSchema entry (a lookup's source). */
  ui: unknown;
  /** The other values of the same side (a lookup's query may read them). */
  values: Readonly<FormValues>;
  /** A lookup answer the form already loaded, by its cache key; undefined when not loaded. */
  cached: (key: CacheKey) => unknown;
}

function sourceOf(ui: unknown): OptionSource | undefined {
  if (!ui || typeof ui !== 'object') return undefined;
  const options = (ui as { 'ui:options'?: { source?: OptionSource } })['ui:options'];
  return options?.source;
}

function choiceTitle(property: PropertySchema | undefined, value: unknown): string | undefined {
  const choices = (property as { oneOf?: { const?: unknown; title?: string }[] } | undefined)?.oneOf;
  const found = choices?.find((choice) => String(choice.const) === String(value));
  return found?.title;
}

function lookupLabels(context: ValueTextContext, items: readonly unknown[]): string[] | undefined {
  const source = sourceOf(context.ui) ?? sourceOf((context.ui as { items?: unknown } | undefined)?.items);
  if (!source || !templatesReady(source.query, context.values)) return undefined;
  const answer = context.cached(sourceKey(source, context.values));
  if (answer === undefined) return undefined;
  const parsed = parseOptions(answer, source.value, source.label);
  if (!parsed.ok) return undefined;
  return items.map((item) => parsed.value.find((option) => option.value === String(item))?.label ?? String(item));
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(plain)
      .filter(Boolean)
      .join(', ');
  // Rich text shows as its words.
  return String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A form value as the admin reads it: names for lookups and choices, yes / no for switches. */
export function conflictValueText(value: unknown, context: ValueTextContext): string {
  const { t, property } = context;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)) return t('engine.conflictEmpty');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof Blob !== 'undefined' && value instanceof Blob) return t('engine.conflictFile');
  if (typeof value === 'string' && (property?.format === 'data-url' || value.startsWith('data:'))) {
    // A newly chosen file, or the address of the one kept: its name.
    return value.startsWith('data:') ? t('engine.conflictFile') : decodeURIComponent(value.split('/').pop() ?? value);
  }
  const items = Array.isArray(value) ? value : [value];
  const scalars = items.every((item) => typeof item === 'string' || typeof item === 'number');
  if (scalars) {
    const labels = lookupLabels(context, items);
    if (labels) return labels.join(', ');
    const itemProperty = Array.isArray(value) ? ((property as { items?: PropertySchema } | undefined)?.items ?? property) : property;
    return items
      .map((item) => {
        const title = choiceTitle(itemProperty, item);
        return title ? t(title) : plain(item);
      })
      .join(', ');
  }
  return items.map(plain).join('; ');
}
