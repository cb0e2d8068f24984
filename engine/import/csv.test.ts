import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { cellText, MAX_ROWS, readSheet, tableOf } from './readSheet';

describe('a CSV file', () => {
  it('is read with or without a byte-order mark, with commas or semicolons', async () => {
    expect(await parseCsv('\uFEFFname_ar,name_en\r\nالأهلي,Ahly\r\n')).toEqual([
      ['name_ar', 'name_en'],
      ['الأهلي', 'Ahly'],
    ]);
    expect(await parseCsv('a;b\n1,5;2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('keeps quoted separators, doubled quotes and line breaks inside a field', async () => {
    expect(await parseCsv('a,b\n"x, ""y""","line1\nline2"\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line1\nline2'],
    ]);
  });

  it('keeps a formula as its text', async () => {
    const result = await readSheet(new Blob(['name\n"=HYPERLINK(""http://evil"",""x"")"\n']));
    expect(result).toEqual({ ok: true, sheet: { headers: ['name'], rows: [['=HYPERLINK("http://evil","x")']] } });
  });

  it('is refused when empty, with duplicate headers, too long or not text', async () => {
    expect(await readSheet(new Blob(['']))).toEqual({ ok: false, problem: 'empty' });
    expect(await readSheet(new Blob(['name_ar,name_en\n']))).toEqual({ ok: false, problem: 'empty' });
    expect(await readSheet(new Blob(['الاسم,name,الإسم\n1,2,3\n']))).toEqual({ ok: false, problem: 'duplicateHeaders', headers: ['الإسم'] });
    expect(await readSheet(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe])]))).toEqual({ ok: false, problem: 'notSpreadsheet' });
    expect(tableOf([['a'], ...Array.from({ length: MAX_ROWS + 1 }, () => ['x'])])).toEqual({ ok: false, problem: 'tooManyRows' });
  });
});

describe('a workbook cell', () => {
  it('gives a formula’s saved result or its text, never runs it', () => {
    expect(cellText({ formula: 'A1+1', result: 3 })).toBe('3');
    expect(cellText({ formula: 'WEBSERVICE("http://x")' })).toBe('=WEBSERVICE("http://x")');
    expect(cellText({ richText: [{ text: 'بنك ' }, { text: 'مصر' }] })).toBe('بنك مصر');
  });

  it('is read from an .xlsx file', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.addRow(['الاسم بالعربية', 'Total']);
    sheet.addRow(['بنك', { formula: 'SUM(1,2)', result: 3 }]);
    const buffer = await workbook.xlsx.writeBuffer();
    expect(await readSheet(new Blob([buffer as ArrayBuffer]))).toEqual({ ok: true, sheet: { headers: ['الاسم بالعربية', 'Total'], rows: [['بنك', '3']] } });
  });
});

describe('10,000 rows', () => {
  it('are read in turns that each stay short', async () => {
    const text = `name_ar,name_en,country_id\n${Array.from({ length: 10_000 }, (_, i) => `بنك رقم ${i},"Bank, ${i}",السعودية`).join('\n')}\n`;
    let longest = 0;
    let last = performance.now();
    const started = last;
    const rows = await parseCsv(text, {
      every: 1000,
      pause: async () => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        await new Promise((resolve) => setTimeout(resolve, 0));
        last = performance.now();
      },
    });
    longest = Math.max(longest, performance.now() - last);
    console.info(`parsed 10,000 rows in ${Math.round(performance.now() - started)} ms, longest turn ${Math.round(longest)} ms`);
    expect(rows).toHaveLength(10_001);
    expect(longest).toBeLessThan(200);
  });
});
