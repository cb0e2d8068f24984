import type { Db } from './database.js';
import { FOLDED } from './text-fold.js';

/**
 * Trigram full-text indexes (SQLite FTS5) over a table's text columns: external content (the
 * table keeps the text, the index only its trigrams), kept in step by triggers, so any writer of
 * the database keeps it right. A phrase of trigrams matches any substring of 3 characters or
 * more, as `LIKE '%text%'` does; shorter texts are left to LIKE. The index holds the text
 * folded (`folded()`: case, Arabic marks and letter forms), and a search folds what it looks for,
 * so "احمد" finds "أحمد" and "قاهرة" finds "القاهرة".
 */

/** The index of a table's text columns. */
export function fullTextTable(table: string): string {
  return `${table}_fts`;
}

/** Characters, as the tokenizer counts them (code points, not UTF-16 units). */
const MIN_CHARACTERS = 3;

/**
 * Whether the index can find `text`: 3 characters or more (a trigram), and no NUL, which would
 * end the query text early where LIKE reads on.
 */
export function searchableText(text: string): boolean {
  return [...text].length >= MIN_CHARACTERS && !text.includes('\u0000');
}

/** The MATCH query for `text` anywhere in any of `columns`: one quoted phrase, quotes doubled. */
export function matchQuery(columns: readonly string[], text: string): string {
  return `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;
}

function triggerStatements(table: string, columns: readonly string[]): string[] {
  const index = fullTextTable(table);
  const list = columns.join(', ');
  const of = (row: 'new' | 'old'): string => columns.map((column) => `${FOLDED}(${row}.${column})`).join(', ');
  const remove = `INSERT INTO ${index} (${index}, rowid, ${list}) VALUES ('delete', old.id, ${of('old')});`;
  const add = `INSERT INTO ${index} (rowid, ${list}) VALUES (new.id, ${of('new')});`;
  return [
    `CREATE TRIGGER IF NOT EXISTS ${index}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER IF NOT EXISTS ${index}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    // Only a change of the indexed text (or of the id) touches the index.
    `CREATE TRIGGER IF NOT EXISTS ${index}_update AFTER UPDATE OF id, ${list} ON ${table} BEGIN ${remove} ${add} END`,
  ];
}

/** Whether the index's triggers write folded text (an older server's wrote it as stored). */
function foldedTriggers(db: Db, index: string): boolean {
  const names = ['insert', 'delete', 'update'].map((suffix) => `${index}_${suffix}`);
  const stored = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?, ?)")
    .pluck()
    .all(...names) as string[];
  return stored.length === names.length && stored.every((sql) => sql.includes(`${FOLDED}(`));
}

function existingColumns(db: Db, index: string): string[] | undefined {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(index);
  if (!exists) return undefined;
  return (db.prepare(`PRAGMA table_info(${index})`).all() as { name: string }[]).map((column) => column.name);
}

/**
 * Creates the index of `columns` of `table` with its triggers, and fills it from the rows already
 * there (a database written before the index, or before its columns changed). Idempotent.
 */
export function createFullTextIndex(db: Db, table: string, columns: readonly string[]): void {
  const index = fullTextTable(table);
  db.transaction(() => {
    const current = existingColumns(db, index);
    const same = current !== undefined && current.join(',') === columns.join(',') && foldedTriggers(db, index);
    if (current !== undefined && !same) {
      for (const suffix of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER IF EXISTS ${index}_${suffix}`);
      db.exec(`DROP TABLE ${index}`);
    }
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${index} USING fts5(${columns.join(', ')}, ` + `content='${table}', content_rowid='id', tokenize='trigram')`);
    for (const statement of triggerStatements(table, columns)) db.exec(statement);
    if (same) return;
    // Filled from the table folded ('rebuild' would read the text as it is stored).
    db.exec(`INSERT INTO ${index} (${index}) VALUES ('delete-all')`);
    db.exec(`INSERT INTO ${index} (rowid, ${columns.join(', ')}) SELECT id, ${columns.map((column) => `${FOLDED}(${column})`).join(', ')} FROM ${table}`);
    // One segment for the rows already there: a search reads every segment of the index.
    db.exec(`INSERT INTO ${index} (${index}) VALUES ('optimize')`);
  })();
}
