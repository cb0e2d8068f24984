import { describe, expect, it } from 'vitest';
import { csvBlob, csvField, csvText } from './exportCsv';
import type { ExportTable } from './exportTable';

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
