import { describe, expect, it } from 'vitest';
import { csvBlob, csvField, csvText } from './exportCsv';
import type { Column } from '../descriptor/descriptor.types';
import { i18n } from '../i18n/i18n';
import { buildExportTable, type ExportTable } from './exportTable';

const table: ExportTable = {
  title: 'البنوك',
  rtl: true,
  columns: [
    { heading: 'المعرف', kind: 'number' },
    { heading: 'الاسم', kind: 'text' },
    { heading: 'المبلغ', kind: 'money' },
    { heading: 'التاريخ', kind: 'date' },
  ],
  rows: [
    [
      { kind: 'number', value: 7 },
      { kind: 'text', value: 'مصرف "الراجحي", الرياض' },
      { kind: 'money', value: 1250.5 },
      { kind: 'date', value: new Date(Date.UTC(2026, 10, 23)), time: false },
    ],
    [{ kind: 'number', value: 8 }, { kind: 'text', value: 'سطر\nثان' }, { kind: 'empty' }, { kind: 'date', value: new Date(Date.UTC(2026, 0, 2, 9, 30)), time: true }],
  ],
};

describe('csvText', () => {
  it('starts with a byte-order mark and quotes as RFC 4180 says', () => {
    const text = csvText(table);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['المعرف,الاسم,المبلغ,التاريخ', '7,"مصرف ""الراجحي"", الرياض",1250.50,2026-11-23', '8,"سطر\nثان",,2026-01-02 09:30', '']);
  });

  it('leaves plain fields unquoted', () => {
    expect(csvField('Al Rajhi')).toBe('Al Rajhi');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('encodes Arabic as UTF-8 after the mark', async () => {
    const bytes = new Uint8Array(await csvBlob(table).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')[0]).toBe('المعرف,الاسم,المبلغ,التاريخ');
  });
});

/** The cells a spreadsheet reads from CSV text splitting on `separator`: a quote opens a cell only at its start. */
function cellsAsRead(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let start = true;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? '';
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && start) {
      quoted = true;
      start = false;
    } else if (c === separator || c === '\n' || c === '\r') {
      cells.push(cell);
      cell = '';
      start = true;
    } else {
      cell += c;
      start = false;
    }
  }
  cells.push(cell);
  return cells;
}

describe('csvText from hostile names', () => {
  const names = ['=HYPERLINK("http://evil.example","Open")', 'Acme;=HYPERLINK("http://evil.example")', 'Acme,+1+cmd|x', 'line\n@SUM(A1)', '\t=1+1', '-2+3'];
  const columns: Column[] = [
    { field: 'id', label: 'common.id', cell: 'rowNumber', sortable: false, options: [], chipLabel: 'name' },
    { field: 'name_en', label: 'common.name', cell: 'text', sortable: false, options: [], chipLabel: 'name' },
  ];
  const words = { t: (key: string) => i18n.t(key, { lng: 'en' }), exists: (key: string) => i18n.exists(key, { lng: 'en' }) };
  // The list's rows as the export makes them: the providers' names as the API sent them.
  const hostile = buildExportTable(
    'Banks',
    columns,
    names.map((name_en) => ({ name_en })),
    words,
    false,
  );

  it.each([',', ';', '\t'])('starts no cell with a formula when read with %j between cells', (separator) => {
    const running = cellsAsRead(csvText(hostile).slice(1), separator).filter((cell) => /^[=+\-@\t\r]/.test(cell));
    expect(running).toEqual([]);
  });

  it('keeps each name whole in one cell, after an apostrophe where it would run', () => {
    const cells = cellsAsRead(csvText(hostile).slice(1), ',').filter(Boolean);
    expect(cells.filter((_, i) => i % 2 === 1)).toEqual([
      'Name',
      `'=HYPERLINK("http://evil.example","Open")`,
      `Acme;'=HYPERLINK("http://evil.example")`,
      "Acme,'+1+cmd|x",
      "line\n'@SUM(A1)",
      "'\t'=1+1",
      "'-2+3",
    ]);
  });
});
