import { describe, expect, it } from 'vitest';
import type { Column } from '../descriptor/descriptor.types';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import type { ListArea } from '../descriptor/areaModel';
import { i18n } from '../i18n/i18n';
import banks from '../../descriptors/banks.json';
import { buildExportTable, exportFileName } from './exportTable';
import { guardText } from './formulaGuard';
import { loadSubjects } from './exportSubjects';
import { splitDescriptors } from '../descriptor/splitDescriptors';

const column = (field: string, label: string, extra: Partial<Column> = {}): Column => ({ field, label, cell: 'text', sortable: false, options: [], chipLabel: 'name', ...extra });

const words = (language: string) => ({ t: (key: string) => i18n.t(key, { lng: language }), exists: (key: string) => i18n.exists(key, { lng: language }) });

describe('buildExportTable', () => {
  const area = normalizeDescriptor('area', banks) as ListArea;
  const row = { id: 7, name_ar: 'الراجحي', name_en: 'Al Rajhi', country: { id: 1, name: 'KSA' }, active: 1 };

  it('writes headings and words in the admin language, a relation by its name, flags as yes / no', () => {
    const en = buildExportTable('Banks', area.list.columns, [row, { ...row, id: 8, active: 0 }], words('en'), false);
    expect(en.columns.map((c) => c.heading)).toEqual(['ID', 'Arabic name', 'English name', 'Country', 'Activation']);
    expect(en.rows[0]).toEqual([
      { kind: 'number', value: 7 },
      { kind: 'text', value: 'الراجحي' },
      { kind: 'text', value: 'Al Rajhi' },
      { kind: 'text', value: 'KSA' },
      { kind: 'text', value: 'Yes' },
    ]);
    expect(en.rows[1]?.[4]).toEqual({ kind: 'text', value: 'No' });
    const ar = buildExportTable('البنوك', area.list.columns, [row], words('ar'), true);
    expect(ar.columns[0]?.heading).toBe(i18n.t('common.id', { lng: 'ar' }));
    expect(ar.rows[0]?.[4]).toEqual({ kind: 'text', value: 'نعم' });
  });

  it("writes an empty value's own text, and an activity entry's area and changed fields in words as the screen shows them", async () => {
    const columns = [
      column('causer.name', 'activity.admin', { whenEmpty: 'activity.system' }),
      column('subject_type', 'activity.area', { cell: 'areaTitle' }),
      column('properties', 'activity.fields', { cell: 'changedFields', groupField: 'subject_type' }),
    ];
    const rows = [
      // swift_code is a column no screen of the banks shows: left out, as on the screen.
      { causer: null, subject_type: 'banks', properties: { old: { name_ar: 'أ', swift_code: 'A' }, attributes: { name_ar: 'ب', country_id: 2, swift_code: 'B' } } },
      { causer: { name: 'Sara' }, subject_type: 'planets', properties: { attributes: { mass: 1 } } },
    ];
    // The banks' whole descriptor comes only when the export asks for it, as in the built dashboard.
    const areas = splitDescriptors([{ outline: banks, load: () => Promise.resolve(banks) }]).areas;
    const subjects = await loadSubjects(areas, { $schema: '', kind: 'menu', items: [] }, columns, rows);
    const en = buildExportTable('Activity', columns, rows, words('en'), false, subjects);
    expect(en.rows[0]).toEqual([
      { kind: 'text', value: 'The system' },
      { kind: 'text', value: i18n.t('banks.title', { lng: 'en' }) },
      { kind: 'text', value: `${i18n.t('common.nameAr', { lng: 'en' })}, ${i18n.t('banks.country', { lng: 'en' })}` },
    ]);
    // A group no area has is written as sent, and its fields, which no screen names, not at all.
    expect(en.rows[1]).toEqual([{ kind: 'text', value: 'Sara' }, { kind: 'text', value: 'planets' }, { kind: 'empty' }]);
    const ar = buildExportTable('النشاط', columns, rows, words('ar'), true, subjects);
    expect(ar.rows[0]?.[1]).toEqual({ kind: 'text', value: i18n.t('banks.title', { lng: 'ar' }) });
    expect(ar.rows[0]?.[2]).toEqual({ kind: 'text', value: `${i18n.t('common.nameAr', { lng: 'ar' })}, ${i18n.t('banks.country', { lng: 'ar' })}` });
  });

  it('translates values through their locale group and options', () => {
    const columns = [
      column('experience', 'common.name', { values: 'people.experiences' }),
      column('state', 'common.status', { cell: 'status', options: [{ value: 'open', label: 'common.active', color: 'success' }] }),
    ];
    const group = i18n.t('people.experiences', { lng: 'en', returnObjects: true }) as unknown as Record<string, string>;
    const [code, word] = Object.entries(group)[0]!;
    const table = buildExportTable(
      'People',
      columns,
      [
        { id: 1, experience: code, state: 'open' },
        { id: 2, experience: 'unheard-of', state: 'other' },
      ],
      words('en'),
      false,
    );
    expect(table.rows[0]).toEqual([
      { kind: 'text', value: word },
      { kind: 'text', value: 'Active' },
    ]);
    // A value without a word is written as sent.
    expect(table.rows[1]).toEqual([
      { kind: 'text', value: 'unheard-of' },
      { kind: 'text', value: 'other' },
    ]);
  });

  it('types amounts, percentages, dates and row numbers, and leaves pictures out', () => {
    const columns = [
      column('n', 'common.id', { cell: 'rowNumber' }),
      column('amount', 'common.name', { cell: 'money' }),
      column('rate', 'common.name', { cell: 'percent' }),
      column('day', 'common.name', { cell: 'date' }),
      column('at', 'common.name', { cell: 'date' }),
      column('photo', 'common.name', { cell: 'image' }),
      column('tags', 'common.name', { cell: 'chips' }),
      column('phone', 'common.name'),
    ];
    const table = buildExportTable(
      'x',
      columns,
      [{ amount: '1250.5', rate: '15%', day: '2026-11-23', at: '2026-11-23 14:05:00', photo: 'https://x/p.png', tags: [{ name: 'A' }, { name: 'B' }], phone: '0501234567' }],
      words('en'),
      false,
    );
    expect(table.columns).toHaveLength(7);
    expect(table.columns.map((c) => c.kind)).toEqual(['number', 'money', 'percent', 'date', 'date', 'text', 'text']);
    expect(table.rows[0]).toEqual([
      { kind: 'number', value: 1 },
      { kind: 'money', value: 1250.5 },
      { kind: 'percent', value: 15 },
      { kind: 'date', value: new Date(Date.UTC(2026, 10, 23)), time: false },
      { kind: 'date', value: new Date(Date.UTC(2026, 10, 23, 14, 5)), time: true },
      { kind: 'text', value: 'A, B' },
      // A phone number sent as text keeps its leading zero.
      { kind: 'text', value: '0501234567' },
    ]);
  });

  it('guards texts a spreadsheet would run as a formula', () => {
    const table = buildExportTable(
      'x',
      [column('name', 'common.name')],
      ['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', 'plain', ''].map((name) => ({ name })),
      words('en'),
      false,
    );
    expect(table.rows.map((r) => r[0])).toEqual([
      { kind: 'text', value: `'=HYPERLINK("http://evil")` },
      { kind: 'text', value: `'+1` },
      { kind: 'text', value: `'-2+3` },
      { kind: 'text', value: `'@SUM(A1)` },
      { kind: 'text', value: 'plain' },
      { kind: 'empty' },
    ]);
    expect(guardText('a=b')).toBe('a=b');
  });
});

describe('exportFileName', () => {
  it('is the title and the day, safe for file systems', () => {
    const day = new Date(2026, 10, 3, 12);
    expect(exportFileName('Banks', 'xlsx', day)).toBe('Banks-2026-11-03.xlsx');
    expect(exportFileName('البنوك', 'csv', day)).toBe('البنوك-2026-11-03.csv');
    expect(exportFileName('Reports / daily', 'csv', day)).toBe('Reports - daily-2026-11-03.csv');
  });
});
