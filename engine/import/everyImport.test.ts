// Every area whose descriptor imports, as the repository has them: a new area with `list.import`
// is covered here without a test of its own.
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { repositoryAreas } from '../testing/repositoryAreas';
import { checkRows } from './checkRows';
import { parseCsv } from './csv';
import { templateCsv } from './importFiles';
import { importSettings } from './importFields';
import { matchHeaders } from './matchHeaders';

const locales = { ar, en } as const;

function text(locale: unknown, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), locale);
  return typeof found === 'string' ? found : undefined;
}

const importing = repositoryAreas().flatMap((area) => {
  const settings = importSettings(area);
  return settings ? [{ area, settings }] : [];
});

describe('every area that imports', () => {
  it('is found', () => expect(importing.length).toBeGreaterThan(5));

  describe.each(importing.map((item) => [item.area.area, item] as const))('%s', (_, { area, settings }) => {
    it.each(['ar', 'en'] as const)('has a template in %s whose headers are words that map back to their fields', async (language) => {
      const labels = settings.fields.map((field) => text(locales[language], field.title));
      expect(
        labels.filter((label) => label === undefined),
        `fields without a ${language} label`,
      ).toEqual([]);
      const [headers] = await parseCsv(templateCsv(labels as string[]));
      const matched = matchHeaders(headers ?? [], settings.fields, (field) => [text(ar, field.title), text(en, field.title)].filter((label): label is string => label !== undefined));
      expect(matched.map((match) => match.field)).toEqual(settings.fields.map((field) => field.name));
    });

    it('refuses an empty row with the message of the first rule the form would show', async () => {
      const [row] = await checkRows([settings.fields.map(() => '')], {
        area,
        fields: settings.fields,
        mapping: settings.fields.map((field) => field.name),
        lookupFor: () => new Map(),
        label: (key) => [text(ar, key) ?? key, text(en, key) ?? key],
      });
      const required = settings.fields.filter((field) => field.required);
      if (required.length === 0) expect(row?.problem).toBe(null);
      else expect(required.map((field) => field.name)).toContain(row?.problem?.field);
    });
  });
});
