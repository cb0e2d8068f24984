// The worked examples of docs/descriptors.md, read from the document and applied to copies of
// the descriptors and locales: the unit tests check them, the browser test builds and opens them.

const STEP = /<!-- example: ([\w-]+) \| (insert|set|merge) (\S+)(?: (\S+))? -->\s*```json\n([\s\S]*?)```/g;

/** The steps of each example: `<!-- example: NAME | ACTION FILE [POINTER] -->` followed by a json block. */
export function readExamples(markdown) {
  const examples = new Map();
  for (const [, name, action, file, pointer = '', json] of markdown.matchAll(STEP)) {
    // The blocks sit inside list items: drop the indentation before parsing.
    const value = JSON.parse(json.replace(/^ {3}/gm, ''));
    const steps = examples.get(name) ?? [];
    steps.push({ action, file, pointer, value });
    examples.set(name, steps);
  }
  return examples;
}

function mergeDeep(target, source) {
  const out = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] = value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' ? mergeDeep(current, value) : value;
  }
  return out;
}

function placeAt(document, pointer, value, insert) {
  const parts = pointer.split('/').slice(1);
  const last = parts.pop() ?? '';
  let node = document;
  for (const part of parts) node = node[part];
  if (Array.isArray(node)) {
    if (insert) node.splice(Number(last), 0, value);
    else node[Number(last)] = value;
  } else node[last] = value;
  return document;
}

/** Applies example steps to copies of the descriptor files ({file, text}) and of the locales ({ar, en}). */
export function applyExamples(steps, files, locales) {
  let next = files.map((f) => ({ ...f }));
  const nextLocales = { ar: structuredClone(locales.ar), en: structuredClone(locales.en) };
  const changed = [];
  for (const step of steps) {
    if (step.action === 'merge') {
      const lang = step.file.endsWith('ar.json') ? 'ar' : 'en';
      nextLocales[lang] = mergeDeep(nextLocales[lang], step.value);
      continue;
    }
    next = next.map((f) => {
      if (f.file !== step.file) return f;
      changed.push(f.file);
      const updated = placeAt(JSON.parse(f.text), step.pointer, step.value, step.action === 'insert');
      return { file: f.file, text: `${JSON.stringify(updated, null, 2)}\n` };
    });
  }
  return { files: next, locales: nextLocales, changed };
}
