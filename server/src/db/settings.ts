import { nowIso, type Db } from './database.js';

/** A settings value as stored: any JSON value (a number, a text, a list of phone numbers). */
export type SettingValue = string | number | boolean | null | readonly string[];

/** Key-value settings grouped by type (about_app, terms, general, contact_us, ...), values kept as JSON. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** Every stored key of one type; a type never saved answers an empty record. */
  read(type: string): Record<string, unknown> {
    const rows = this.db.prepare('SELECT key, value FROM settings WHERE type = ? ORDER BY key').all(type) as {
      key: string;
      value: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  }

  /** Replaces the whole type with the given keys, in one transaction. */
  replace(type: string, values: Readonly<Record<string, SettingValue>>): void {
    const insert = this.db.prepare('INSERT INTO settings (type, key, value, updated_at) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM settings WHERE type = ?').run(type);
      const now = nowIso();
      for (const [key, value] of Object.entries(values)) insert.run(type, key, JSON.stringify(value), now);
    })();
  }

  hasAny(): boolean {
    return this.db.prepare('SELECT 1 FROM settings LIMIT 1').get() !== undefined;
  }
}
