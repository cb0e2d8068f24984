import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const arKeys = flatten(ar as Tree);
const enKeys = flatten(en as Tree);

describe('locale files', () => {
  it('have exactly the same keys', () => {
    const missingInAr = [...enKeys.keys()].filter((key) => !arKeys.has(key));
    const missingInEn = [...arKeys.keys()].filter((key) => !enKeys.has(key));
    expect({ missingInAr, missingInEn }).toEqual({ missingInAr: [], missingInEn: [] });
  });

  it('have no empty values', () => {
    const empty = [...arKeys, ...enKeys].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same interpolation placeholders in both languages', () => {
    const differing = [...enKeys].filter(([key, value]) => arKeys.has(key) && placeholders(value).join() !== placeholders(arKeys.get(key) ?? '').join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('have every key the code names as it is (a missing one would show the key itself)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
      });
    const missing: string[] = [];
    for (const file of ['engine', 'custom-screens', 'app'].flatMap(sources)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"]([A-Za-z]\w*(?:\.\w+)+)['"]/g)) {
        const key = match[1] ?? '';
        if (!enKeys.has(key) || !arKeys.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
