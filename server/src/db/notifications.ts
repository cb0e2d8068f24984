import { nowIso, type Db, type SqlValue } from './database.js';
import type { JobStatus } from './people-tables.js';

/**
 * The kinds of notification an admin receives. The first five belong to the earlier product the
 * dashboard also serves (clients, shipments, authorizations); the others to the marketplace.
 */
export const NOTIFY_TYPES = [
  'new_user_register',
  'add_shipment_attach',
  'update_shipment_request',
  'new_shipment_request',
  'new_authorization_for_user',
  'new_provider',
  'new_job',
  'applied_job',
  'finished_job',
  'implemented_job',
  'in_progress_job',
  'canceled_job',
  'charge_wallet',
  'accepted_job',
  'send_report',
  'provider_update_profile',
  'contact_us',
] as const;

export type NotifyType = (typeof NOTIFY_TYPES)[number];

/** What a notification is about: `data.type`. */
export type NotifySubject = 'user' | 'shipment' | 'authorization' | 'provider' | 'job' | 'wallet' | 'report' | 'contact';

export interface NotifyKind {
  /** The permission (group, key) a role must hold for its admins to receive it: the list it leads to. */
  readonly permission: readonly [parent: string, key: string];
  readonly subject: NotifySubject;
}

const kind = (parent: string, subject: NotifySubject): NotifyKind => ({ permission: [parent, 'index'], subject });

export const NOTIFY_KINDS: Readonly<Record<NotifyType, NotifyKind>> = {
  new_user_register: kind('employees', 'user'),
  add_shipment_attach: kind('shipments', 'shipment'),
  update_shipment_request: kind('shipments', 'shipment'),
  new_shipment_request: kind('shipments', 'shipment'),
  new_authorization_for_user: kind('authorizations', 'authorization'),
  new_provider: kind('joinRequests', 'provider'),
  new_job: kind('orders', 'job'),
  applied_job: kind('orders', 'job'),
  accepted_job: kind('orders', 'job'),
  in_progress_job: kind('orders', 'job'),
  implemented_job: kind('orders', 'job'),
  finished_job: kind('orders', 'job'),
  canceled_job: kind('orders', 'job'),
  charge_wallet: kind('walletRequests', 'wallet'),
  send_report: kind('reports', 'report'),
  provider_update_profile: kind('providers', 'provider'),
  contact_us: kind('contactMessages', 'contact'),
};

export function isNotifyType(value: string): value is NotifyType {
  return (NOTIFY_TYPES as readonly string[]).includes(value);
}

export interface NotificationRow {
  id: number;
  admin_id: number;
  notify_type: string;
  title_ar: string;
  title_en: string;
  body_ar: string;
  body_en: string;
  data_json: string;
  read_at: string | null;
  created_at: string;
}

export interface NewNotification {
  readonly adminId: number;
  readonly notifyType: NotifyType;
  readonly titleAr: string;
  readonly titleEn: string;
  readonly bodyAr: string;
  readonly bodyEn: string;
  /** The `data` object, JSON-encoded. */
  readonly dataJson: string;
  readonly readAt?: string | null;
  readonly createdAt?: string;
}

const SELECT_NOTIFICATION = `SELECT id, admin_id, notify_type, title_ar, title_en, body_ar, body_en, data_json, read_at,
    created_at FROM admin_notifications`;

/** Each admin's own notifications; every call names the admin, so no one reaches another's. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  insert(notification: NewNotification): NotificationRow {
    const result = this.db
      .prepare(
        `INSERT INTO admin_notifications
          (admin_id, notify_type, title_ar, title_en, body_ar, body_en, data_json, read_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        notification.adminId,
        notification.notifyType,
        notification.titleAr,
        notification.titleEn,
        notification.bodyAr,
        notification.bodyEn,
        notification.dataJson,
        notification.readAt ?? null,
        notification.createdAt ?? nowIso(),
      );
    const row = this.find(notification.adminId, Number(result.lastInsertRowid));
    if (!row) throw new Error('admin_notifications: inserted row not found');
    return row;
  }

  /** Newest first. */
  page(adminId: number, page: number, perPage: number): { rows: NotificationRow[]; total: number } {
    const { total } = this.db.prepare('SELECT COUNT(*) AS total FROM admin_notifications WHERE admin_id = ?').get(adminId) as { total: number };
    const rows = this.db.prepare(`${SELECT_NOTIFICATION} WHERE admin_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(adminId, perPage, (page - 1) * perPage) as NotificationRow[];
    return { rows, total };
  }

  find(adminId: number, id: number): NotificationRow | undefined {
    return this.db.prepare(`${SELECT_NOTIFICATION} WHERE id = ? AND admin_id = ?`).get(id, adminId) as NotificationRow | undefined;
  }

  /** Marks it read (keeping the first reading's time); answers whether the admin has it. */
  markRead(adminId: number, id: number): boolean {
    const result = this.db.prepare('UPDATE admin_notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND admin_id = ?').run(nowIso(), id, adminId);
    return result.changes > 0;
  }

  unreadCount(adminId: number): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM admin_notifications WHERE admin_id = ? AND read_at IS NULL').get(adminId) as { n: number };
    return row.n;
  }

  /** Answers whether the admin had it. */
  remove(adminId: number, id: number): boolean {
    return this.db.prepare('DELETE FROM admin_notifications WHERE id = ? AND admin_id = ?').run(id, adminId).changes > 0;
  }

  /** Answers how many were deleted. */
  removeAll(adminId: number): number {
    return this.db.prepare('DELETE FROM admin_notifications WHERE admin_id = ?').run(adminId).changes;
  }

  /**
   * The active admins whose role holds the permission (its full name, `"orders index"`), by id.
   * A switched-off role grants nothing, so its admins are not told either.
   */
  recipients(permission: string): number[] {
    const rows = this.db
      .prepare(
        `SELECT u.id FROM users u
          JOIN roles r ON r.id = u.role_id AND r.active = 1
          JOIN role_permissions rp ON rp.role_id = u.role_id
          JOIN permissions p ON p.id = rp.permission_id
         WHERE p.name = ? AND u.active = 1 ORDER BY u.id`,
      )
      .all(permission) as { id: number }[];
    return rows.map((row) => row.id);
  }

  /** Whether a notification was ever stored, even if every one has been deleted since. */
  everHeldRows(): boolean {
    return this.db.prepare("SELECT 1 FROM sqlite_sequence WHERE name = 'admin_notifications'").get() !== undefined;
  }
}

export interface JobSummary {
  id: number;
  job_number: string;
  status: JobStatus;
  provider_id: number;
  provider_name: string;
  employee_name: string | null;
  title_ar: string;
  title_en: string;
}

export interface WalletRequestSummary {
  id: number;
  wallet_number: string;
  owner: 'employee' | 'provider';
  user_id: number;
  user_name: string;
  amount: number;
}

export interface AdReportSummary {
  id: number;
  report_number: string;
  job_id: number;
  job_number: string;
  provider_id: number;
  reporter_name: string;
}

export interface ProviderUpdateSummary {
  id: number;
  provider_id: number;
  provider_name: string;
}

export interface NewJoinRequest {
  readonly name: string;
  readonly userType: 'individual' | 'company';
  readonly description: string;
  readonly passwordHash: string;
}

export interface NewContactMessage {
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly type: 'order' | 'suggestion' | 'explanation' | 'complaint' | 'other';
  readonly message: string;
}

/**
 * What the client and provider apps write and the admins are told about: join requests, orders
 * changing state, wallet requests, ad reports, profile updates and contact messages. The reference
 * server has no apps, so its demo events write these; each picks the records it touches at random.
 */
export class AppActivityRepository {
  constructor(private readonly db: Db) {}

  private job(id: number): JobSummary | undefined {
    return this.db
      .prepare(
        `SELECT j.id, j.job_number, j.status, j.provider_id, p.name AS provider_name, e.name AS employee_name,
            t.name_ar AS title_ar, t.name_en AS title_en
          FROM jobs j
            JOIN providers p ON p.id = j.provider_id
            LEFT JOIN employees e ON e.id = j.employee_id
            JOIN job_titles t ON t.id = j.job_title_id
          WHERE j.id = ?`,
      )
      .get(id) as JobSummary | undefined;
  }

  /** A new order of an accepted provider, its details taken from one of the provider's earlier orders. */
  createJob(fromDate: string, toDate: string): JobSummary | undefined {
    const now = nowIso();
    const result = this.db
      .prepare(
        `INSERT INTO jobs (job_number, provider_id, job_title_id, job_type_id, status, experience, work_space, location,
            from_date, to_date, from_hour, to_hour, daily_hour, salary_per_hour, tax_rate, created_at, updated_at)
          SELECT 'JOB-' || printf('%05d', (SELECT COALESCE(MAX(id), 0) + 1 FROM jobs)), j.provider_id, j.job_title_id,
            j.job_type_id, 'new', j.experience, j.work_space, j.location, ?, ?, j.from_hour, j.to_hour, j.daily_hour,
            j.salary_per_hour, j.tax_rate, ?, ?
          FROM jobs j JOIN providers p ON p.id = j.provider_id
          WHERE p.join_status = 'accepted' AND p.active = 1
          ORDER BY RANDOM() LIMIT 1`,
      )
      .run(fromDate, toDate, now, now);
    return result.changes > 0 ? this.job(Number(result.lastInsertRowid)) : undefined;
  }

  /**
   * Moves the newest order in one of the `from` states to `to` (a new order when none is), giving
   * it an employee when it has none; a finished order gets its invoice, a canceled one its reason.
   */
  advanceJob(
    from: readonly JobStatus[],
    to: JobStatus,
    dates: { readonly fromDate: string; readonly toDate: string },
    cancel?: { readonly reason: string; readonly by: 'provider' | 'employee' },
  ): JobSummary | undefined {
    return this.db.transaction((): JobSummary | undefined => {
      const found = this.db.prepare(`SELECT id FROM jobs WHERE status IN (${from.map(() => '?').join(', ')}) ORDER BY id DESC LIMIT 1`).get(...from) as { id: number } | undefined;
      const id = found?.id ?? this.createJob(dates.fromDate, dates.toDate)?.id;
      if (id === undefined) return undefined;
      const params: SqlValue[] = [to, to, to, cancel?.reason ?? null, to, cancel?.by ?? null, nowIso(), id];
      this.db
        .prepare(
          `UPDATE jobs SET status = ?,
              employee_id = COALESCE(employee_id, (SELECT id FROM employees WHERE active = 1 ORDER BY RANDOM() LIMIT 1)),
              invoice_key = CASE WHEN ? = 'finished' THEN COALESCE(invoice_key, lower(hex(randomblob(16))))
                ELSE invoice_key END,
              cancel_reason = CASE WHEN ? = 'canceled' THEN ? ELSE cancel_reason END,
              canceled_by = CASE WHEN ? = 'canceled' THEN ? ELSE canceled_by END,
              updated_at = ?
            WHERE id = ?`,
        )
        .run(...params);
      return this.job(id);
    })();
  }

  /** A new wallet request of an active account with money in its wallet, for at most `cap`. */
  addWalletRequest(owner: 'employee' | 'provider', cap: number): WalletRequestSummary | undefined {
    const accounts =
      owner === 'employee'
        ? 'SELECT id, name, balance FROM employees WHERE active = 1 AND balance > 0'
        : "SELECT id, name, balance FROM providers WHERE active = 1 AND balance > 0 AND join_status = 'accepted'";
    return this.db.transaction((): WalletRequestSummary | undefined => {
      const account = this.db.prepare(`${accounts} ORDER BY RANDOM() LIMIT 1`).get() as { id: number; name: string; balance: number } | undefined;
      if (!account) return undefined;
      const amount = Math.round(Math.min(account.balance, cap) * 100) / 100;
      const now = nowIso();
      const result = this.db
        .prepare(
          `INSERT INTO wallet_requests (wallet_number, employee_id, provider_id, balance, status, active, created_at,
              updated_at)
            VALUES ('WL' || printf('%07d', 900000 + (SELECT COALESCE(MAX(id), 0) + 1 FROM wallet_requests)), ?, ?, ?,
              'new', 1, ?, ?)`,
        )
        .run(owner === 'employee' ? account.id : null, owner === 'provider' ? account.id : null, amount, now, now);
      const id = Number(result.lastInsertRowid);
      const { wallet_number } = this.db.prepare('SELECT wallet_number FROM wallet_requests WHERE id = ?').get(id) as {
        wallet_number: string;
      };
      return { id, wallet_number, owner, user_id: account.id, user_name: account.name, amount };
    })();
  }

  /** A client's report against an order's ad; an ad that was simply published goes back under review. */
  addAdReport(reason: string): AdReportSummary | undefined {
    return this.db.transaction((): AdReportSummary | undefined => {
      const job = this.db.prepare("SELECT id, job_number, provider_id FROM jobs WHERE status <> 'canceled' ORDER BY RANDOM() LIMIT 1").get() as
        | { id: number; job_number: string; provider_id: number }
        | undefined;
      const reporter = this.db.prepare('SELECT id, name FROM employees WHERE active = 1 ORDER BY RANDOM() LIMIT 1').get() as { id: number; name: string } | undefined;
      if (!job || !reporter) return undefined;
      const now = nowIso();
      const result = this.db
        .prepare(
          `INSERT INTO job_reports (report_number, job_id, reporter_id, reason, created_at, updated_at)
            VALUES ('RP-' || printf('%05d', 1000 + (SELECT COALESCE(MAX(id), 0) + 1 FROM job_reports)), ?, ?, ?, ?, ?)`,
        )
        .run(job.id, reporter.id, reason, now, now);
      this.db.prepare("UPDATE jobs SET report_status = 'pending', updated_at = ? WHERE id = ? AND report_status = 'published'").run(now, job.id);
      const id = Number(result.lastInsertRowid);
      const { report_number } = this.db.prepare('SELECT report_number FROM job_reports WHERE id = ?').get(id) as {
        report_number: string;
      };
      return {
        id,
        report_number,
        job_id: job.id,
        job_number: job.job_number,
        provider_id: job.provider_id,
        reporter_name: reporter.name,
      };
    })();
  }

  /** A profile-update request of an accepted provider (not the platform's own account, id 1). */
  addProviderUpdate(address: string): ProviderUpdateSummary | undefined {
    return this.db.transaction((): ProviderUpdateSummary | undefined => {
      const provider = this.db
        .prepare(
          `SELECT p.id, p.name, p.logo, p.user_type, ci.district_id, d.country_id
            FROM providers p
              LEFT JOIN provider_cities pc ON pc.provider_id = p.id
              LEFT JOIN cities ci ON ci.id = pc.city_id
              LEFT JOIN districts d ON d.id = ci.district_id
            WHERE p.join_status = 'accepted' AND p.active = 1 AND p.id <> 1
            ORDER BY RANDOM() LIMIT 1`,
        )
        .get() as
        | {
            id: number;
            name: string;
            logo: string | null;
            user_type: string;
            district_id: number | null;
            country_id: number | null;
          }
        | undefined;
      if (!provider) return undefined;
      const result = this.db
        .prepare(
          `INSERT INTO provider_updates (provider_id, image, company_logo, country_id, district_id, address,
              license_number, name, code, company_name, user_type, created_at)
            VALUES (?, ?, ?, ?, ?, ?, 'LIC-' || printf('%06d', 4000 + ? * 17), ?, 'PRV-' || printf('%04d', ?), ?, ?, ?)`,
        )
        .run(provider.id, provider.logo, provider.logo, provider.country_id, provider.district_id, address, provider.id, provider.name, provider.id, provider.name, provider.user_type, nowIso());
      return { id: Number(result.lastInsertRowid), provider_id: provider.id, provider_name: provider.name };
    })();
  }

  /** A provider's application to join, with a specialization and a city; answers its id. */
  addJoinRequest(applicant: NewJoinRequest): number {
    return this.db.transaction((): number => {
      const now = nowIso();
      const result = this.db
        .prepare(
          `INSERT INTO providers (name, email, phone_number, user_type, description, password_hash, join_status,
              created_at, updated_at)
            SELECT ?, 'applicant' || next || '@example.com', '0559' || printf('%06d', next), ?, ?, ?, 'pending', ?, ?
            FROM (SELECT COALESCE(MAX(id), 0) + 1 AS next FROM providers)`,
        )
        .run(applicant.name, applicant.userType, applicant.description, applicant.passwordHash, now, now);
      const id = Number(result.lastInsertRowid);
      this.db.prepare('INSERT INTO provider_specialists (provider_id, specialist_id) SELECT ?, id FROM specialists WHERE active = 1 ORDER BY RANDOM() LIMIT 1').run(id);
      this.db.prepare('INSERT INTO provider_cities (provider_id, city_id) SELECT ?, id FROM cities WHERE active = 1 ORDER BY RANDOM() LIMIT 1').run(id);
      return id;
    })();
  }

  /** A client who signed up in the app; answers its id. */
  addClient(name: string, passwordHash: string): number {
    const now = nowIso();
    const result = this.db
      .prepare(
        `INSERT INTO employees (name, user_name, email, phone_number, password_hash, created_at, updated_at)
          SELECT ?, 'client_' || printf('%03d', next), 'client' || next || '@example.com', '0551' || printf('%06d', next),
            ?, ?, ?
          FROM (SELECT COALESCE(MAX(id), 0) + 1 AS next FROM employees)`,
      )
      .run(name, passwordHash, now, now);
    return Number(result.lastInsertRowid);
  }

  /** A message sent through the apps' contact form; answers its id. */
  addContactMessage(message: NewContactMessage): number {
    const now = nowIso();
    const result = this.db
      .prepare(
        `INSERT INTO contact_messages (name, phone_number, email, message, type, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(message.name, message.phoneNumber, message.email, message.message, message.type, now, now);
    return Number(result.lastInsertRowid);
  }
}

export function notificationRepositories(db: Db) {
  return {
    inbox: new NotificationRepository(db),
    activity: new AppActivityRepository(db),
  };
}

export type NotificationRepositories = ReturnType<typeof notificationRepositories>;
