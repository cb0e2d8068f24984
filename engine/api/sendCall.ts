import { apiRequest } from './client';
import type { BuiltCall } from './template';

/**
 * Sends a call built from a descriptor, with extra body fields (a form's values, a prompt's
 * answers). A "multipart" call goes as multipart even without a file; reads send no body.
 */
export function sendCall(built: BuiltCall, extra: Readonly<Record<string, unknown>> = {}, headers?: Readonly<Record<string, string>>): Promise<unknown> {
  const fields: Record<string, unknown> = { ...built.body, ...extra };
  const base = { method: built.method, path: built.path, query: built.query, ...(headers ? { headers } : {}) };
  if (built.method === 'GET') return apiRequest(base);
  if (Object.keys(fields).length === 0) return apiRequest(base);
  if (built.encoding !== 'multipart') return apiRequest({ ...base, body: fields });
  const data = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else data.append(key, value instanceof Blob ? value : value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(fields)) append(key, value);
  return apiRequest({ ...base, body: data });
}
