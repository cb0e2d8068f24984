import type { ApiCall, TemplateMap } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';

export type TemplateValues = Readonly<Record<string, unknown>>;

// A placeholder names a value, or a field inside one ({reportable.provider.id}).
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\}/g;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Fills {name} placeholders; a path segment is URI-encoded so an id can never change the path. */
export function fillTemplate(template: string | number | boolean, values: TemplateValues, encode = false): string {
  if (typeof template !== 'string') return text(template);
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = name in values ? values[name] : getPath(values, name);
    return encode ? encodeURIComponent(text(value)) : text(value);
  });
}

/** The names of the other fields a template reads ({id} and {value} are the record's own). */
export function placeholdersOf(template: string | number | boolean): string[] {
  if (typeof template !== 'string') return [];
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((n) => n !== 'id' && n !== 'value');
}

/** True when every placeholder the map reads has a value (a dependent lookup waits until then). */
export function templatesReady(map: Readonly<TemplateMap>, values: TemplateValues): boolean {
  return Object.values(map).every((t) => placeholdersOf(t).every((name) => text(name in values ? values[name] : getPath(values, name)) !== ''));
}

export function fillMap(map: Readonly<TemplateMap>, values: TemplateValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, template] of Object.entries(map)) out[key] = fillTemplate(template, values);
  return out;
}

export interface BuiltCall {
  method: ApiCall['method'];
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  encoding: ApiCall['encoding'];
}

/** Turns a descriptor call and the values at hand into what the HTTP client sends. */
export function buildCall(call: ApiCall, values: TemplateValues): BuiltCall {
  return {
    method: call.method,
    path: fillTemplate(call.path, values, true),
    query: fillMap(call.query, values),
    body: fillMap(call.body, values),
    encoding: call.encoding,
  };
}
