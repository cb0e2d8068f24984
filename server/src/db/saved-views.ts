import { nowIso, type Db } from './database.js';

/**
 * Saved views of lists: a name for a list's address parameters and column choice, kept per admin
 * and area; a shared one is offered to every admin. Names are unique per owner and area whatever
 * their case, so two saves at the same moment cannot both pass the check.
 */
export const savedViewsStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS saved_views (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    area TEXT NOT NULL,
    name TEXT NOT NULL,
    state TEXT NOT NULL,
    shared INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS saved_views_name_unique ON saved_views(owner_id, area, name COLLATE NOCASE)',
  'CREATE INDEX IF NOT EXISTS saved_views_area_shared ON saved_views(area, shared)',
];

export function createSavedViewsSchema(db: Db): void {
  for (const sql of savedViewsStatements) db.exec(sql);
}

export interface SavedViewRow {
  id: number;
  owner_id: number;
  owner_name: string;
  area: string;
  name: string;
  /** JSON text of { query, columns }. */
  state: string;
  shared: number;
  created_at: string;
  updated_at: string;
}

export interface SavedViewInput {
  readonly name: string;
  readonly area: string;
  readonly state: string;
  readonly shared: boolean;
}

export interface SavedViewChange {
  readonly name?: string;
  readonly state?: string;
  readonly shared?: boolean;
}

export interface SavedViewLimits {
  readonly perArea: number;
  readonly total: number;
}

/** A new view's id, or the limit that refused it. */
export type CreatedView = number | 'area-full' | 'admin-full';

const SELECT = `SELECT v.id, v.owner_id, u.name AS owner_name, v.area, v.name, v.state, v.shared, v.created_at, v.updated_at
  FROM saved_views v JOIN users u ON u.id = v.owner_id`;

export class SavedViewsRepository {
  constructor(private readonly db: Db) {}

  /** The admin's own views of an area, then the others' shared ones, each by name. */
  visible(adminId: number, area: string): SavedViewRow[] {
    return this.db
      .prepare(
        `${SELECT} WHERE v.area = ? AND (v.owner_id = ? OR v.shared = 1)
         ORDER BY v.owner_id <> ?, v.name COLLATE NOCASE, v.id`,
      )
      .all(area, adminId, adminId) as SavedViewRow[];
  }

  /** A view the admin may see (their own or a shared one); undefined otherwise. */
  findVisible(adminId: number, id: number): SavedViewRow | undefined {
    return this.db.prepare(`${SELECT} WHERE v.id = ? AND (v.owner_id = ? OR v.shared = 1)`).get(id, adminId) as SavedViewRow | undefined;
  }

  /** True when the owner already has a view of that name in the area (another one than `exceptId`). */
  nameTaken(ownerId: number, area: string, name: string, exceptId = 0): boolean {
    return this.db.prepare('SELECT 1 FROM saved_views WHERE owner_id = ? AND area = ? AND name = ? COLLATE NOCASE AND id <> ?').get(ownerId, area, name, exceptId) !== undefined;
  }

  count(ownerId: number, area: string): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM saved_views WHERE owner_id = ? AND area = ?').get(ownerId, area) as {
      n: number;
    };
    return row.n;
  }

  /** Stores a view unless the owner already holds the limit of the area or of all areas: its id, or which limit. */
  create(ownerId: number, input: SavedViewInput, limits: SavedViewLimits): CreatedView {
    return this.db.transaction((): CreatedView => {
      if (this.count(ownerId, input.area) >= limits.perArea) return 'area-full';
      const total = this.db.prepare('SELECT COUNT(*) FROM saved_views WHERE owner_id = ?').pluck().get(ownerId) as number;
      if (total >= limits.total) return 'admin-full';
      const now = nowIso();
      const result = this.db
        .prepare('INSERT INTO saved_views (owner_id, area, name, state, shared, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(ownerId, input.area, input.name, input.state, input.shared ? 1 : 0, now, now);
      return Number(result.lastInsertRowid);
    })();
  }

  update(id: number, change: SavedViewChange): void {
    const columns: [string, string | number][] = [];
    if (change.name !== undefined) columns.push(['name', change.name]);
    if (change.state !== undefined) columns.push(['state', change.state]);
    if (change.shared !== undefined) columns.push(['shared', change.shared ? 1 : 0]);
    columns.push(['updated_at', nowIso()]);
    const sets = columns.map(([column]) => `${column} = ?`).join(', ');
    this.db.prepare(`UPDATE saved_views SET ${sets} WHERE id = ?`).run(...columns.map(([, value]) => value), id);
  }

  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM saved_views WHERE id = ?').run(id).changes > 0;
  }
}
