import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';

export interface UploadedFile {
  readonly fieldname: string;
  readonly filename: string;
  readonly mimetype: string;
  readonly data: Buffer;
}

/** A request body reduced to plain fields and uploaded files, whatever its encoding. */
export interface RequestInput {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly files: Readonly<Record<string, UploadedFile>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

function isPart(value: unknown): value is Multipart {
  return isRecord(value) && (value['type'] === 'file' || value['type'] === 'field') && 'fieldname' in value;
}

async function readMultipart(body: Record<string, unknown>): Promise<RequestInput> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, entry] of Object.entries(body)) {
    const parts = (Array.isArray(entry) ? entry : [entry]).filter(isPart);
    const values: unknown[] = [];
    for (const part of parts) {
      if (part.type === 'field') {
        values.push(part.value);
        continue;
      }
      const data = await part.toBuffer();
      // Browsers send an empty file part for a file input left empty.
      if (part.filename === '' && data.length === 0) continue;
      files[name] ??= { fieldname: name, filename: part.filename, mimetype: part.mimetype, data };
    }
    if (values.length === 1) fields[name] = values[0];
    else if (values.length > 1) fields[name] = values;
  }
  return { fields, files };
}

/**
 * Reads JSON, url-encoded and multipart bodies alike, so that handlers never
 * care how the dashboard chose to send a form.
 */
export async function readInput(request: FastifyRequest): Promise<RequestInput> {
  const body: unknown = request.body;
  if (!isRecord(body)) return { fields: {}, files: {} };
  if (request.isMultipart()) return readMultipart(body);
  return { fields: body, files: {} };
}

/** The first value of a query parameter, as Fastify may give a list for repeated keys. */
export function queryParam(query: unknown, name: string): string | undefined {
  if (!isRecord(query)) return undefined;
  const value = query[name];
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return typeof first === 'string' ? first : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** Laravel's method spoofing: a POST carrying `_method` acts as that method. */
export function spoofedMethod(input: RequestInput): string | undefined {
  const value = input.fields['_method'];
  return typeof value === 'string' ? value.trim().toUpperCase() : undefined;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

function indexedKeys(fields: Readonly<Record<string, unknown>>, pattern: RegExp): [number, string, string][] {
  const found: [number, string, string][] = [];
  for (const key of Object.keys(fields)) {
    const match = pattern.exec(key);
    if (match) found.push([Number(match[1]), key, match[2] ?? '']);
  }
  return found.sort((a, b) => a[0] - b[0]);
}

function escapeName(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A list field as the dashboard may send it: `name[]` (repeated), `name[0]`, `name[1]`...,
 * a repeated `name`, or a JSON array. Empty entries are dropped; undefined when nothing was sent.
 */
export function listField(fields: Readonly<Record<string, unknown>>, name: string): unknown[] | undefined {
  const values: unknown[] = [];
  let sent = false;
  for (const key of [name, `${name}[]`]) {
    if (!(key in fields)) continue;
    sent = true;
    const value = fields[key];
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  for (const [, key] of indexedKeys(fields, new RegExp(`^${escapeName(name)}\\[(\\d+)\\]$`))) {
    sent = true;
    values.push(fields[key]);
  }
  return sent ? values.filter(present) : undefined;
}

/**
 * A list of records sent as `name[0][key]` fields, or as a JSON array of objects.
 * Undefined when nothing was sent.
 */
export function recordListField(fields: Readonly<Record<string, unknown>>, name: string): Record<string, unknown>[] | undefined {
  const direct = fields[name];
  if (Array.isArray(direct)) return direct.map((entry) => (isRecord(entry) ? entry : {}));
  const rows = new Map<number, Record<string, unknown>>();
  for (const [index, key, property] of indexedKeys(fields, new RegExp(`^${escapeName(name)}\\[(\\d+)\\]\\[([^\\]]+)\\]$`))) {
    const row = rows.get(index) ?? {};
    row[property] = fields[key];
    rows.set(index, row);
  }
  if (rows.size === 0) return undefined;
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}
