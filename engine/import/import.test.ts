import { describe, expect, it } from 'vitest';
import banks from '../../descriptors/banks.json';
import productsDescriptor from '../../descriptors/products.json';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { ApiError, encodeForm } from '../api/client';
import { formSchemaFor, formToBody } from '../form/formModel';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import { runRules } from '../validation/runRules';
import { checkRows, chosenFiles, lookupNames, type CheckedRow, type RowCheckContext } from './checkRows';
import { failedRowsCsv } from './importFiles';
import { importSettings } from './importFields';
import { matchHeaders } from './matchHeaders';
import { sendRows, tally, undoBatch } from './sendRows';

const area = normalizeDescriptor('area', { ...banks, list: { ...banks.list, import: true } });
const settings = importSettings(area)!;

function text(locale: unknown, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), locale);
  return typeof found === 'string' ? found : key;
}
const both = (key: string) => [text(ar, key), text(en, key)];

const countries = lookupNames(
  {
    data: [
      { id: 1, name: 'السعودية', name_ar: 'السعودية', name_en: 'Saudi Arabia' },
      { id: 2, name: 'مصر', name_en: 'Egypt' },
    ],
  },
  'id',
  'name',
);
const context = (mapping: (string | null)[]): RowCheckContext => ({ area, fields: settings.fields, mapping, lookupFor: () => countries, label: both });

describe("an import's fields", () => {
  it("are the create form's, a lookup known by its source", () => {
    expect(settings.fields.map((field) => `${field.name}:${field.kind}`)).toEqual(['name_ar:text', 'name_en:text', 'country_id:lookup', 'active:boolean']);
  });

  it('are matched to headers by label in either language or by name, with Arabic folded, and a did-you-mean', () => {
    const matches = matchHeaders(['الاسم بالعربيه', 'Name (English)', 'الدوله', 'ACTIVE', 'Countri'], settings.fields, (field) => both(field.title));
    expect(matches.map((match) => match.field)).toEqual(['name_ar', null, 'country_id', 'active', null]);
    expect(matches[1]?.suggestion).toBe(null);
    const typo = matchHeaders(['name_enn'], settings.fields, (field) => both(field.title));
    expect(typo).toEqual([{ field: null, suggestion: 'name_en' }]);
  });
});

describe('the rows of a file', () => {
  const mapping = ['name_ar', 'name_en', 'country_id'];

  it('find lookups by name in either language, with the pickers’ folding', async () => {
    const [row] = await checkRows([['بنك', 'Bank', 'saudi arabia']], context(mapping));
    expect(row?.values).toEqual({ name_ar: 'بنك', name_en: 'Bank', country_id: '1', active: true });
    const [folded] = await checkRows([['بنك', 'Bank', 'السعوديه']], context(mapping));
    expect(folded?.problem).toBe(null);
  });

  it('are checked with the form’s own messages, rows with problems first', async () => {
    const rows = await checkRows(
      [
        ['بنك', 'Bank', 'مصر'],
        ['', 'No Arabic', 'Egypt'],
        ['بنك ٢', 'Bank 2', 'Atlantis'],
      ],
      context(mapping),
    );
    expect(rows.map((row) => [row.line, row.problem?.field, row.problem?.message])).toEqual([
      [3, 'name_ar', runRules(area.form!.rules, { name_en: 'No Arabic', country_id: '2' })?.message],
      [4, 'country_id', 'import.noSuchLookup'],
      [2, undefined, undefined],
    ]);
    expect(rows[0]?.problem?.message).toBe('VALIDATION.nameAr');
  });
});

describe('a picture the rows name', () => {
  const products = normalizeDescriptor('area', { ...productsDescriptor, list: { ...productsDescriptor.list, import: true } });
  const fields = importSettings(products)!.fields;
  const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'Tyre.PNG', { type: 'image/png' });
  const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
  const mapping = ['image_data', 'name_ar', 'name_en', 'price', 'desc_ar', 'desc_en'];
  const cells = (file: string) => [file, 'إطار', 'Tyre', '120', 'إطار جديد', 'A new tyre'];
  const check = (rows: string[][]) => checkRows(rows, { area: products, fields, mapping, lookupFor: () => undefined, label: both, files: chosenFiles([picture, cv]) });

  it('is a field of the import, as its form widget takes it', () => {
    expect(fields.find((field) => field.name === 'image_data')).toMatchObject({ kind: 'file', accept: 'image', required: true });
  });

  it('is found among the chosen files by its name, whatever its case or folder, and sent as that file', async () => {
    const [row] = await check([cells('C:\\photos\\tyre.png')]);
    expect(row?.problem).toBe(null);
    expect(row?.values['image_data']).toBe(picture);
    const body = formToBody(row!.values, formSchemaFor(products, 'create'), new Set());
    expect(body['image_data']).toBe(picture);
    expect(encodeForm(body)).toBeInstanceOf(FormData);
  });

  it('is refused, unread, when it is larger than the form takes or only named like a picture', async () => {
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const disguised = new File(['MZ'], 'tool.png', { type: 'application/x-msdownload' });
    const rows = await checkRows([cells('huge.png'), cells('tool.png')], { area: products, fields, mapping, lookupFor: () => undefined, label: both, files: chosenFiles([huge, disguised]) });
    expect(rows.map((checked) => checked.problem?.message)).toEqual(['VALIDATION.imageSize', 'VALIDATION.imageType']);
  });

  it("is refused when it was not chosen, or is not a picture, with the form widget's message", async () => {
    const rows = await check([cells('missing.jpg'), cells('cv.pdf'), cells('')]);
    expect(rows.map((checked) => [checked.line, checked.problem?.field, checked.problem?.message])).toEqual([
      [2, 'image_data', 'import.noSuchFile'],
      [3, 'image_data', 'VALIDATION.imageType'],
      [4, 'image_data', runRules(products.form!.rules, { name_ar: 'إطار' })?.message],
    ]);
  });

  it('is refused when two chosen files answer to its name, rather than one taken at random', async () => {
    const other = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])], 'tyre.png', { type: 'image/png' });
    const rows = await checkRows([cells('tyre.png'), cells('cv.pdf')], { area: products, fields, mapping, lookupFor: () => undefined, label: both, files: chosenFiles([picture, other, cv]) });
    expect(rows.map((checked) => [checked.problem?.message, checked.problem?.cell])).toEqual([
      ['import.sameFileName', 'tyre.png'],
      ['VALIDATION.imageType', 'cv.pdf'],
    ]);
  });
});

function row(line: number, problem: CheckedRow['problem'] = null): CheckedRow {
  return { line, cells: [`name ${line}`, `=cmd${line}`], values: { name_en: `name ${line}` }, problem };
}

describe('sending the rows', () => {
  it('keeps at most the given number under way, and each 422 as its row’s result', async () => {
    let running = 0;
    let most = 0;
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 2));
    const results = await sendRows(
      rows,
      {
        create: async (values) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running -= 1;
          if (values['name_en'] === 'name 5') throw new ApiError('The given data was invalid.', 422, { name_en: ['الاسم مستخدم من قبل'] });
          return 100 + Number(String(values['name_en']).split(' ')[1]);
        },
      },
      { concurrency: 4 },
    );
    expect(most).toBe(4);
    expect(tally(results)).toEqual({ created: 11, updated: 0, failed: 1, skipped: 0 });
    expect(results[3]).toMatchObject({ status: 'failed', reason: 'الاسم مستخدم من قبل' });
  });

  it('stops on cancel, skipping the rest, and undoes what it created', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 2));
    const results = await sendRows(
      rows,
      {
        create: async (values) => {
          if (values['name_en'] === 'name 3') controller.abort();
          return values['name_en'];
        },
      },
      { concurrency: 2, signal: controller.signal },
    );
    const counts = tally(results);
    expect(counts.created).toBeLessThan(4);
    expect(counts.skipped).toBe(10 - counts.created);
    const removed: unknown[] = [];
    expect(await undoBatch(results, async (id) => removed.push(id))).toBe(0);
    expect(removed).toEqual(results.filter((result) => result.status === 'created').map((result) => result.id));
  });

  it('hands back the failed rows with a reason, formulas kept as text', async () => {
    const results = await sendRows([row(2), row(3, { field: 'name_ar', message: 'VALIDATION.nameAr' })], { create: async () => 1 });
    const file = failedRowsCsv(['Name', 'Note'], results, 'السبب', (result) => text(ar, result.reason ?? ''));
    expect(file).toBe("\uFEFFName,Note,السبب\r\nname 3,'=cmd3,الاسم بالعربية مطلوب\r\n");
  });
});
