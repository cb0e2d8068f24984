import { readFileSync } from 'node:fs';
import type { Bilingual } from '../i18n/lang.js';

export interface PermissionGroup {
  readonly parent: string;
  readonly label: Bilingual;
  readonly keys: readonly string[];
}

export interface PermissionCatalogue {
  readonly groups: readonly PermissionGroup[];
}

/** The full name of a permission, as stored and as checked: `"<parent> <key>"`. */
export function permissionName(parent: string, key: string): string {
  return `${parent} ${key}`;
}

/** Labels for the usual keys; a key outside this list is shown as written. */
export const ACTION_LABELS: Readonly<Record<string, Bilingual>> = {
  index: { ar: 'عرض القائمة', en: 'List' },
  create: { ar: 'إضافة', en: 'Create' },
  edit: { ar: 'تعديل', en: 'Edit' },
  show: { ar: 'عرض', en: 'Show' },
  delete: { ar: 'حذف', en: 'Delete' },
  activate: { ar: 'تفعيل', en: 'Activate' },
  reply: { ar: 'الرد', en: 'Reply' },
  edit_wallet: { ar: 'تعديل المحفظة', en: 'Edit wallet' },
  accept_or_refuse: { ar: 'القبول أو الرفض', en: 'Accept or refuse' },
  block: { ar: 'الحظر والنشر', en: 'Block or publish' },
  restore: { ar: 'الاستعادة', en: 'Restore' },
};

function fail(detail: string): never {
  throw new Error(`permission-catalogue.json: ${detail}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseCatalogue(raw: unknown): PermissionCatalogue {
  if (!isRecord(raw) || !Array.isArray(raw['groups'])) fail('expected an object with a "groups" list');
  const seen = new Set<string>();
  const groups = raw['groups'].map((entry: unknown, index): PermissionGroup => {
    const where = `groups[${index}]`;
    if (!isRecord(entry)) fail(`${where} is not an object`);
    const { parent, label, keys } = entry;
    if (typeof parent !== 'string' || parent.trim() === '') fail(`${where}.parent must be a non-empty string`);
    if (seen.has(parent)) fail(`${where}.parent "${parent}" appears twice`);
    seen.add(parent);
    if (!isRecord(label) || typeof label['ar'] !== 'string' || typeof label['en'] !== 'string') {
      fail(`${where}.label must have "ar" and "en" strings`);
    }
    if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string' && key !== '')) {
      fail(`${where}.keys must be a non-empty list of strings`);
    }
    return { parent, label: { ar: label['ar'], en: label['en'] }, keys: keys.map(String) };
  });
  return { groups };
}

/** The catalogue file sits in server/, one level above both src/ and dist/. */
export const CATALOGUE_URL = new URL('../../permission-catalogue.json', import.meta.url);

export function loadCatalogue(url: URL = CATALOGUE_URL): PermissionCatalogue {
  return parseCatalogue(JSON.parse(readFileSync(url, 'utf8')));
}
