import { nowIso, type Db } from './database.js';
import type { ReportStatus, WalletStatus } from './people-tables.js';

/** Whose wallet a call changes. */
export type WalletOwner = 'employee' | 'provider';

export interface ProviderUpdateRow {
  id: number;
  provider_id: number;
  image: string | null;
  commercial_register: string | null;
  tax_register: string | null;
  company_logo: string | null;
  country_id: number | null;
  country_name_ar: string | null;
  country_name_en: string | null;
  district_id: number | null;
  district_name_ar: string | null;
  district_name_en: string | null;
  address: string | null;
  license_number: string | null;
  name: string;
  code: string | null;
  company_name: string | null;
  user_type: string;
  created_at: string;
}

const WALLET_TABLES: Readonly<Record<WalletOwner, string>> = { employee: 'employees', provider: 'providers' };

/**
 * What the people and work areas do beyond the generic create / update / delete: decisions on
 * requests, wallets, availability, ban reasons, profile-update requests and invoices.
 */
export class PeopleRepository {
  constructor(private readonly db: Db) {}

  /** The latest profile-update request of a provider. */
  latestProviderUpdate(providerId: number): ProviderUpdateRow | undefined {
    return this.db
      .prepare(
        `SELECT u.id, u.provider_id, u.image, u.commercial_register, u.tax_register, u.company_logo,
            u.country_id, c.name_ar AS country_name_ar, c.name_en AS country_name_en,
            u.district_id, d.name_ar AS district_name_ar, d.name_en AS district_name_en,
            u.address, u.license_number, u.name, u.code, u.company_name, u.user_type, u.created_at
          FROM provider_updates u
            LEFT JOIN countries c ON c.id = u.country_id
            LEFT JOIN districts d ON d.id = u.district_id
          WHERE u.provider_id = ? ORDER BY u.id DESC LIMIT 1`,
      )
      .get(providerId) as ProviderUpdateRow | undefined;
  }

  /** Accepts a provider's application (it joins the providers list) or rejects it with a reason. */
  decideJoin(providerId: number, status: 'accepted' | 'rejected', reason: string | null): void {
    this.db.prepare('UPDATE providers SET join_status = ?, join_reason = ?, updated_at = ? WHERE id = ?').run(status, reason, nowIso(), providerId);
  }

  /** Decides a name-change request; accepting renames the employee. */
  decideNameChange(requestId: number, status: 'accepted' | 'rejected', reason: string | null): void {
    const now = nowIso();
    this.db.transaction(() => {
      this.db.prepare('UPDATE name_change_requests SET status = ?, reason = ?, updated_at = ? WHERE id = ?').run(status, reason, now, requestId);
      if (status === 'accepted') {
        this.db
          .prepare(
            `UPDATE employees SET name = (SELECT new_name FROM name_change_requests WHERE id = ?), updated_at = ?
              WHERE id = (SELECT employee_id FROM name_change_requests WHERE id = ?)`,
          )
          .run(requestId, now, requestId);
      }
    })();
  }

  /** Publishes or blocks a reported ad (a job); the block reason is kept while blocked. */
  setAdStatus(jobId: number, status: ReportStatus, reason: string | null): void {
    this.db.prepare('UPDATE jobs SET report_status = ?, block_reason = ?, updated_at = ? WHERE id = ?').run(status, status === 'blocked' ? reason : null, nowIso(), jobId);
  }

  addBanReason(driverId: number, reason: string): void {
    this.db.prepare('INSERT INTO driver_ban_reasons (driver_id, reason, created_at) VALUES (?, ?, ?)').run(driverId, reason, nowIso());
  }

  setDriverAvailable(driverId: number, available: boolean): void {
    this.db.prepare('UPDATE drivers SET is_available = ?, updated_at = ? WHERE id = ?').run(available ? 1 : 0, nowIso(), driverId);
  }

  walletBalance(owner: WalletOwner, id: number): number {
    const row = this.db.prepare(`SELECT balance FROM ${WALLET_TABLES[owner]} WHERE id = ?`).get(id) as { balance: number } | undefined;
    return row?.balance ?? 0;
  }

  /** Sets a wallet's balance (when given) and logs the change with its notes and the admin who made it. */
  adjustWallet(owner: WalletOwner, id: number, newBalance: number | undefined, notes: string | null, adminId: number | null): void {
    const table = WALLET_TABLES[owner];
    this.db.transaction(() => {
      const old = this.walletBalance(owner, id);
      const balance = newBalance ?? old;
      if (newBalance !== undefined) {
        this.db.prepare(`UPDATE ${table} SET balance = ?, updated_at = ? WHERE id = ?`).run(balance, nowIso(), id);
      }
      this.db
        .prepare(
          `INSERT INTO wallet_adjustments (employee_id, provider_id, old_balance, new_balance, notes, admin_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(owner === 'employee' ? id : null, owner === 'provider' ? id : null, old, balance, notes, adminId, nowIso());
    })();
  }

  /** The wallet changes logged for one account, newest first. */
  walletAdjustments(owner: WalletOwner, id: number): { old_balance: number; new_balance: number; notes: string | null }[] {
    return this.db.prepare(`SELECT old_balance, new_balance, notes FROM wallet_adjustments WHERE ${owner}_id = ? ORDER BY id DESC`).all(id) as {
      old_balance: number;
      new_balance: number;
      notes: string | null;
    }[];
  }

  /**
   * Settles a new request: `done` records the amount transferred and takes it from the wallet,
   * `rejected` only records the notes.
   */
  settleWalletRequest(requestId: number, owner: WalletOwner, userId: number, status: Exclude<WalletStatus, 'new'>, transfer: number | null, notes: string | null): void {
    const now = nowIso();
    this.db.transaction(() => {
      this.db.prepare('UPDATE wallet_requests SET status = ?, transfer_balance = ?, notes = ?, updated_at = ? WHERE id = ?').run(status, status === 'done' ? transfer : null, notes, now, requestId);
      if (status === 'done' && transfer !== null && transfer > 0) {
        this.db.prepare(`UPDATE ${WALLET_TABLES[owner]} SET balance = MAX(0, ROUND(balance - ?, 2)), updated_at = ? WHERE id = ?`).run(transfer, now, userId);
      }
    })();
  }

  /** The job an invoice key names, when the job is finished. */
  jobIdOfInvoice(key: string): number | undefined {
    const row = this.db.prepare("SELECT id FROM jobs WHERE invoice_key = ? AND status = 'finished'").get(key) as { id: number } | undefined;
    return row?.id;
  }

  /** Whether the city (neighbourhood) lies in the district, and the district in the country. */
  placeOf(cityId: number): { districtId: number; countryId: number } | undefined {
    const row = this.db.prepare('SELECT ci.district_id, d.country_id FROM cities ci JOIN districts d ON d.id = ci.district_id WHERE ci.id = ?').get(cityId) as
      | { district_id: number; country_id: number }
      | undefined;
    return row ? { districtId: row.district_id, countryId: row.country_id } : undefined;
  }

  /** The country of a district. */
  countryOfDistrict(districtId: number): number | undefined {
    const row = this.db.prepare('SELECT country_id FROM districts WHERE id = ?').get(districtId) as { country_id: number } | undefined;
    return row?.country_id;
  }

  /** Active job titles, of some specializations when given, oldest first. */
  jobTitles(specialistIds: readonly number[]): { id: number; name_ar: string; name_en: string; specialist_id: number | null }[] {
    const filter = specialistIds.length ? `AND specialist_id IN (${specialistIds.map(() => '?').join(', ')})` : '';
    return this.db.prepare(`SELECT id, name_ar, name_en, specialist_id FROM job_titles WHERE active = 1 ${filter} ORDER BY id`).all(...specialistIds) as {
      id: number;
      name_ar: string;
      name_en: string;
      specialist_id: number | null;
    }[];
  }
}
