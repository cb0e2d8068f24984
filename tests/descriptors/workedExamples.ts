import type { DescriptorFile } from '../../engine/cli/checkDescriptors.mjs';

/** One step of a worked example in docs/descriptors.md: `<!-- example: NAME | ACTION FILE [POINTER] -->` then a json block. */
export interface ExampleStep {
  action: 'insert' | 'set' | 'merge';
  file: string;
  pointer: string;
  value: unknown;
}

const STEP = /<!-- example: ([\w-]+) \| (insert|set|merge) (\S+)(?: (\S+))? -->\s*```json\n([\s\S]*?)```/g;

export function readExamples(markdown: string): Map<string, ExampleStep[]> {
  const examples = new Map<string, ExampleStep[]>();
  for (const match of markdown.matchAll(STEP)) {
    const [, name = '', action, file = '', pointer = '', json = ''] = match;
    // The blocks sit inside list items: drop the indentation before parsing.
    const value = JSON.parse(json.replace(/^ {3}/gm, '')) as unknown;
    const steps = examples.get(name) ?? [];
    steps.push({ action: action as ExampleStep['action'], file, pointer, value });
    examples.set(name, steps);
  }
  return examples;
}

type Json = Record<string, unknown>;

function mergeDeep(target: Json, source: Json): Json {
  const out: Json = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] = value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' ? mergeDeep(current as Json, value as Json) : value;
  }
  return out;
}

function placeAt(document: unknown, pointer: string, value: unknown, insert: boolean): unknown {
  const parts = pointer.split('/').slice(1);
  const last = parts.pop() ?? '';
  let node = document as Json | unknown[];
  for (const part of parts) node = (node as Json)[part] as Json | unknown[];
  if (Array.isArray(node)) {
    if (insert) node.splice(Number(last), 0, value);
    else node[Number(last)] = value;
  } else (node as Json)[last] = value;
  return document;
}

/** Applies example steps to copies of the descriptors and locales. */
export function applyExamples(steps: readonly ExampleStep[], files: readonly DescriptorFile[], locales: { ar: unknown; en: unknown }) {
  let next = files.map((f) => ({ ...f }));
  const nextLocales = { ar: structuredClone(locales.ar) as Json, en: structuredClone(locales.en) as Json };
  const changed: string[] = [];
  for (const step of steps) {
    if (step.action === 'merge') {
      const lang = step.file.endsWith('ar.json') ? 'ar' : 'en';
      nextLocales[lang] = mergeDeep(nextLocales[lang], step.value as Json);
      continue;
    }
    next = next.map((f) => {
      if (f.file !== step.file) return f;
      changed.push(f.file);
      const updated = placeAt(JSON.parse(f.text) as unknown, step.pointer, step.value, step.action === 'insert');
      return { file: f.file, text: JSON.stringify(updated, null, 2) };
    });
  }
  return { files: next, locales: nextLocales, changed };
}
