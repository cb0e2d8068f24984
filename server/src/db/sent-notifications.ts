import { nowIso, type Db, type SqlValue } from './database.js';
import { orderByTerms, type SortableFields } from './list-order.js';
import { likePattern, type ListSort } from './reference-repository.js';

/**
 * Who a notification goes to: chosen clients (`employee`), every client (`employees`), chosen
 * providers (`provider`), every provider (`providers`) or every client and provider (`both`).
 */
export const NOTIFICATION_SENDERS = ['employee', 'employees', 'provider', 'providers', 'both'] as const;
export type NotificationSender = (typeof NOTIFICATION_SENDERS)[number];

export interface SentNotificationRow {
  id: number;
  sender: NotificationSender;
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
  admin_id: number | null;
  created_at: string;
}

export interface SentNotificationFilter {
  /** Part of the title in either language. */
  readonly title?: string;
  readonly sender?: NotificationSender;
}

/**
 * The fields the list may be sorted by, named as the answer names them: the title in the language
 * asked for, the receiver type and the day sent (by the moment sent). Indexed in `list-indexes.ts`.
 */
export const SENT_NOTIFICATION_SORTABLE: SortableFields = {
  id: 'id',
  title: { ar: 'title_ar', en: 'title_en' },
  sender: 'sender',
  date: 'created_at',
};

/** The sortable columns that hold words, ordered folded (their folded indexes are in `list-indexes.ts`). */
const SENT_NOTIFICATION_TEXT: ReadonlySet<string> = new Set(['title_ar', 'title_en', 'sender']);

export interface NewSentNotification {
  readonly sender: NotificationSender;
  readonly titleAr: string;
  readonly titleEn: string;
  readonly contentAr: string;
  readonly contentEn: string;
  readonly adminId: number | null;
  /** The chosen clients; read only when `sender` is `employee`. */
  readonly employeeIds: readonly number[];
  /** The chosen providers; read only when `sender` is `provider`. */
  readonly providerIds: readonly number[];
  /** When it was sent; now unless given (the seed back-dates its notifications). */
  readonly createdAt?: string;
}

export interface Recipient {
  id: number;
  name: string;
}

const COLUMNS = 'n.id, n.sender, n.title_ar, n.title_en, n.content_ar, n.content_en, n.admin_id, n.created_at';

/** The app users a group sender reaches: active clients, and active accepted providers. */
const EVERY_EMPLOYEE = 'SELECT id FROM employees WHERE active = 1';
const EVERY_PROVIDER = "SELECT id FROM providers WHERE join_status = 'accepted' AND active = 1";

function reachesEveryEmployee(sender: NotificationSender): boolean {
  return sender === 'employees' || sender === 'both';
}

function reachesEveryProvider(sender: NotificationSender): boolean {
  return sender === 'providers' || sender === 'both';
}

/** The ids among `ids` with no row in `table`; `scope` (empty, or clauses ending in AND) narrows the rows. */
function missingIds(db: Db, table: string, scope: string, ids: readonly number[]): number[] {
  if (ids.length === 0) return [];
  const placeholders = ids.map(() => '?').join(', ');
  const found = new Set((db.prepare(`SELECT id FROM ${table} WHERE ${scope} id IN (${placeholders})`).all(...ids) as { id: number }[]).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Notifications sent to app users, newest first, with the recipients recorded when each was sent. */
export class SentNotificationsRepository {
  constructor(private readonly db: Db) {}

  private where(filter: SentNotificationFilter): { sql: string; params: SqlValue[] } {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    const title = filter.title?.trim();
    if (title) {
      clauses.push("(n.title_ar LIKE ? ESCAPE '\\' OR n.title_en LIKE ? ESCAPE '\\')");
      params.push(likePattern(title), likePattern(title));
    }
    if (filter.sender) {
      clauses.push('n.sender = ?');
      params.push(filter.sender);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /** One page, newest first unless sorted. */
  page(filter: SentNotificationFilter, page: number, perPage: number, sort?: ListSort): { rows: SentNotificationRow[]; total: number } {
    const { sql, params } = this.where(filter);
    const counted = this.db.prepare(`SELECT COUNT(*) AS total FROM sent_notifications n ${sql}`).get(...params) as {
      total: number;
    };
    const order = sort ? orderByTerms('sent_notifications', SENT_NOTIFICATION_SORTABLE, sort, (column) => `n.${column}`, 'n.id', SENT_NOTIFICATION_TEXT) : 'n.created_at DESC, n.id DESC';
    const rows = this.db.prepare(`SELECT ${COLUMNS} FROM sent_notifications n ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, perPage, (page - 1) * perPage) as SentNotificationRow[];
    return { rows, total: counted.total };
  }

  find(id: number): SentNotificationRow | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM sent_notifications n WHERE n.id = ?`).get(id) as SentNotificationRow | undefined;
  }

  /** The clients and providers a notification went to, in id order. */
  recipients(id: number): { employees: Recipient[]; providers: Recipient[] } {
    const employees = this.db
      .prepare(
        `SELECT e.id, e.name FROM sent_notification_employees r JOIN employees e ON e.id = r.employee_id
          WHERE r.notification_id = ? ORDER BY e.id`,
      )
      .all(id) as Recipient[];
    const providers = this.db
      .prepare(
        `SELECT p.id, p.name FROM sent_notification_providers r JOIN providers p ON p.id = r.provider_id
          WHERE r.notification_id = ? ORDER BY p.id`,
      )
      .all(id) as Recipient[];
    return { employees, providers };
  }

  /** The ids that name no client. */
  missingEmployees(ids: readonly number[]): number[] {
    return missingIds(this.db, 'employees', '', ids);
  }

  /** The ids that name no accepted provider (applicants cannot be written to). */
  missingProviders(ids: readonly number[]): number[] {
    return missingIds(this.db, 'providers', "join_status = 'accepted' AND", ids);
  }

  /** Records a notification with its recipients: the chosen ones, or every member of its group. */
  insert(notification: NewSentNotification): number {
    const { sender } = notification;
    return this.db.transaction((): number => {
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO sent_notifications (sender, title_ar, title_en, content_ar, content_en, admin_id, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(sender, notification.titleAr, notification.titleEn, notification.contentAr, notification.contentEn, notification.adminId, notification.createdAt ?? nowIso()).lastInsertRowid,
      );
      const employee = this.db.prepare('INSERT OR IGNORE INTO sent_notification_employees (notification_id, employee_id) VALUES (?, ?)');
      const provider = this.db.prepare('INSERT OR IGNORE INTO sent_notification_providers (notification_id, provider_id) VALUES (?, ?)');
      if (sender === 'employee') for (const employeeId of notification.employeeIds) employee.run(id, employeeId);
      if (sender === 'provider') for (const providerId of notification.providerIds) provider.run(id, providerId);
      if (reachesEveryEmployee(sender)) {
        this.db.prepare(`INSERT INTO sent_notification_employees (notification_id, employee_id) SELECT ?, id FROM (${EVERY_EMPLOYEE})`).run(id);
      }
      if (reachesEveryProvider(sender)) {
        this.db.prepare(`INSERT INTO sent_notification_providers (notification_id, provider_id) SELECT ?, id FROM (${EVERY_PROVIDER})`).run(id);
      }
      return id;
    })();
  }
}
