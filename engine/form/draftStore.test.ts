import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { DRAFT_MAX_AGE_MS, draftKey, readDraft, removeDraft, sameDraftValues, storableValues, throttle, writeDraft, type DraftAddress } from './draftStore';

const bankCreate: DraftAddress = { adminId: 1, area: 'banks', mode: 'create' };
const bankEdit: DraftAddress = { adminId: 1, area: 'banks', mode: 'edit', recordId: '7' };

describe('draftKey', () => {
  it('tells admins, areas, modes and records apart', () => {
    const keys = new Set([bankCreate, bankEdit, { ...bankEdit, recordId: '8' }, { ...bankEdit, adminId: 2 }, { ...bankEdit, area: 'cities' }, { ...bankEdit, mode: 'single' }].map(draftKey));
    expect(keys.size).toBe(6);
    expect(draftKey(bankCreate)).toBe('dashboard.draft.1.banks.create.-');
    expect(draftKey(bankEdit)).toBe('dashboard.draft.1.banks.edit.7');
  });
});

describe('writeDraft and readDraft', () => {
  it("keep the values of one admin's form and nobody else's", () => {
    const storage = memoryStorage();
    writeDraft(bankEdit, { name_en: 'Typed', country_id: 3, active: false, tags: ['a'] }, { storage, now: 1000 });
    expect(readDraft(bankEdit, { storage, now: 2000 })).toEqual({ values: { name_en: 'Typed', country_id: 3, active: false, tags: ['a'] }, savedAt: 1000, filesLeftOut: false });
    expect(readDraft({ ...bankEdit, adminId: 2 }, { storage })).toBeNull();
    expect(readDraft({ ...bankEdit, recordId: '8' }, { storage })).toBeNull();
    expect(readDraft(bankCreate, { storage })).toBeNull();
  });

  it('leave files out and say so', () => {
    const storage = memoryStorage();
    const image = new File(['x'], 'logo.png', { type: 'image/png' });
    writeDraft(bankCreate, { name_en: 'With a logo', image, gallery: [image, 'kept.png'], nested: { file: image, note: 'n' } }, { storage, now: 5 });
    const draft = readDraft(bankCreate, { storage, now: 5 });
    expect(draft?.values).toEqual({ name_en: 'With a logo', gallery: ['kept.png'], nested: { note: 'n' } });
    expect(draft?.filesLeftOut).toBe(true);
  });

  it('forget unreadable, foreign and outdated drafts', () => {
    const storage = memoryStorage({ [draftKey(bankCreate)]: '{"values": [', [draftKey(bankEdit)]: JSON.stringify({ values: 'nope', savedAt: 1 }) });
    expect(readDraft(bankCreate, { storage })).toBeNull();
    expect(readDraft(bankEdit, { storage })).toBeNull();
    expect(storage.length).toBe(0);

    writeDraft(bankCreate, { name_en: 'Old' }, { storage, now: 0 });
    expect(readDraft(bankCreate, { storage, now: DRAFT_MAX_AGE_MS })).not.toBeNull();
    expect(readDraft(bankCreate, { storage, now: DRAFT_MAX_AGE_MS + 1 })).toBeNull();
    expect(storage.getItem(draftKey(bankCreate))).toBeNull();
  });

  it('remove one draft and leave the others', () => {
    const storage = memoryStorage();
    writeDraft(bankCreate, { name_en: 'A' }, { storage });
    writeDraft(bankEdit, { name_en: 'B' }, { storage });
    removeDraft(bankCreate, { storage });
    expect(readDraft(bankCreate, { storage })).toBeNull();
    expect(readDraft(bankEdit, { storage })?.values).toEqual({ name_en: 'B' });
  });

  it('survive a storage that refuses to write or is missing', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeDraft(bankCreate, { name_en: 'A' }, { storage: full })).not.toThrow();
    expect(readDraft(bankCreate, { storage: null })).toBeNull();
    expect(() => writeDraft(bankCreate, { name_en: 'A' }, { storage: null })).not.toThrow();
  });
});

describe('storableValues', () => {
  it('keeps what JSON can hold', () => {
    const at = new Date('2024-05-01T10:00:00Z');
    expect(storableValues({ a: 1, b: Number.NaN, c: at, d: null, e: () => 1 })).toEqual({ values: { a: 1, c: at.toISOString(), d: null }, filesLeftOut: false });
  });
});

describe('sameDraftValues', () => {
  it('ignores key order, empty texts, untouched fields and files', () => {
    expect(sameDraftValues({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
    expect(sameDraftValues({ a: 1, b: '' }, { a: 1 })).toBe(true);
    expect(sameDraftValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameDraftValues({ a: 1, image: new File(['x'], 'x.png') }, { a: 1 })).toBe(true);
    expect(sameDraftValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameDraftValues({ active: false }, { active: true })).toBe(false);
    expect(sameDraftValues({ rows: [{ x: 1 }] }, { rows: [] })).toBe(false);
  });
});

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first value at once, then at most once per wait, always ending with the latest', () => {
    const written: string[] = [];
    const writer = throttle<string>((value) => written.push(value), 1000);
    writer.schedule('a');
    expect(written).toEqual(['a']);
    writer.schedule('ab');
    writer.schedule('abc');
    expect(written).toEqual(['a']);
    vi.advanceTimersByTime(999);
    expect(written).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['a', 'abc']);
    vi.advanceTimersByTime(5000);
    expect(written).toEqual(['a', 'abc']);
    writer.schedule('abcd');
    expect(written).toEqual(['a', 'abc', 'abcd']);
  });

  it('flushes a waiting value now, and cancel forgets it', () => {
    const written: string[] = [];
    const writer = throttle<string>((value) => written.push(value), 1000);
    writer.schedule('a');
    writer.schedule('b');
    writer.flush();
    expect(written).toEqual(['a', 'b']);
    writer.flush();
    expect(written).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    writer.schedule('c');
    writer.schedule('d');
    writer.cancel();
    vi.advanceTimersByTime(5000);
    writer.flush();
    expect(written).toEqual(['a', 'b', 'c']);
  });
});
