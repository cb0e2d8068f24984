import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReferenceArea } from '../areas/reference-area.js';
import { can, type SignedInAdmin } from '../auth/guard.js';
import type { SqlValue } from '../db/database.js';
import { forbidden, recordNotFound, ValidationError } from '../http/errors.js';
import { readListSort } from '../http/list-sort.js';
import { pageMeta, readPaging } from '../http/paging.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { areaEnv, type AppContext } from '../routes/context.js';
import { queryFields } from '../routes/query.js';
import { FormValidator, parseId } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { readInput } from '../http/input.js';
import { ACTIVITY_EVENTS, activityRecorder, LOG_NAMES, readBatchUuid, RESTORE_DAYS, restoreDeadline, type RestoreSnapshot } from './log.js';

/** The log's own permission group. */
export const ACTIVITY_GROUP = 'activity';

interface EntryRow {
  id: number;
  log_name: string;
  description: string;
  subject_type: string;
  subject_id: number | null;
  event: string;
  causer_id: number | null;
  causer_name: string | null;
  properties: string;
  batch_uuid: string | null;
  ip_address: string | null;
  reason: string | null;
  restore_data: string | null;
  restored_by: number | null;
  created_at: string;
}

const SELECT = `SELECT a.id, a.log_name, a.description, a.subject_type, a.subject_id, a.event, a.causer_id, u.name AS causer_name,
    a.properties, a.batch_uuid, a.ip_address, a.reason, a.restore_data, r.id AS restored_by, a.created_at
  FROM activity_log a
  LEFT JOIN users u ON u.id = a.causer_id
  LEFT JOIN activity_log r ON r.restored_from = a.id`;

/** The orders the list offers (`sort_by`), by column. */
const SORTABLE = { id: 'a.id', created_at: 'a.created_at', event: 'a.event', subject_type: 'a.subject_type', causer_id: 'a.causer_id', causer: 'folded(u.name)' } as const;

type IdParams = { Params: { id: string } };

export function registerActivityRoutes(api: FastifyInstance, ctx: AppContext, areas: readonly ReferenceArea[]): void {
  const groups = ctx.catalogue.groups.map((group) => group.parent);
  // Groups whose lists every admin reads: their history is as open.
  const openGroups = new Set(areas.filter((area) => area.listOpen).map((area) => area.parent));
  const restorers = new Map(areas.flatMap((area) => (area.restore ? [[area.parent, area] as const] : [])));
  // A group without a list (notifications: `create` only) is read by whoever holds any of its keys.
  const unlisted = new Map(ctx.catalogue.groups.filter((group) => !group.keys.includes('index')).map((group) => [group.parent, group.keys]));
  const mayIndex = (admin: SignedInAdmin, group: string): boolean => openGroups.has(group) || can(admin, group, 'index') || (unlisted.get(group)?.some((key) => can(admin, group, key)) ?? false);
  const { db } = ctx.store;

  const restorable = (admin: SignedInAdmin, row: EntryRow): boolean =>
    row.event === 'deleted' &&
    row.restore_data !== null &&
    row.restored_by === null &&
    restorers.has(row.subject_type) &&
    Date.now() <= restoreDeadline(row.created_at) &&
    can(admin, ACTIVITY_GROUP, 'restore') &&
    can(admin, row.subject_type, 'create');

  const present = (admin: SignedInAdmin, row: EntryRow) => ({
    id: row.id,
    log_name: row.log_name,
    event: row.event,
    description: row.description,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    causer: row.causer_id === null ? null : { id: row.causer_id, name: row.causer_name ?? '' },
    properties: JSON.parse(row.properties) as unknown,
    reason: row.reason,
    ip_address: row.ip_address,
    batch_uuid: row.batch_uuid,
    created_at: row.created_at,
    restorable: restorable(admin, row),
  });

  const findEntry = (id: number): EntryRow | undefined => db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as EntryRow | undefined;

  api.get('/dashboard/activity', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const query = queryFields(request);
    const validator = new FormValidator(lang, query);
    const causerId = validator.id('causer_id', labels.causer_id, false);
    const subjectType = validator.choice('subject_type', labels.subject_type, groups, false);
    const subjectId = validator.id('subject_id', labels.subject_id, false);
    const event = validator.choice('event', labels.event, ACTIVITY_EVENTS, false);
    const logName = validator.choice('log_name', labels.log_name, LOG_NAMES, false);
    const batchGiven = validator.filled('batch_uuid');
    const batch = readBatchUuid(query['batch_uuid']);
    if (batchGiven && batch === null) validator.reject('batch_uuid', labels.batch_uuid, 'invalidChoice');
    const from = validator.date('from_date', labels.from_date, false);
    const to = validator.date('to_date', labels.to_date, false);
    if (from !== undefined && to !== undefined && to < from) validator.reject('to_date', labels.to_date, 'afterOrEqual', { other: labels.from_date[lang] });
    validator.assertValid();
    const sort = readListSort(SORTABLE, lang, query);

    const clauses: string[] = [];
    const params: SqlValue[] = [];
    const oneRecord = subjectType !== undefined && subjectId !== undefined;
    if (oneRecord) {
      // One record's history is read by whoever may list its area.
      if (!mayIndex(admin, subjectType)) throw forbidden(lang);
    } else {
      if (!can(admin, ACTIVITY_GROUP, 'index')) throw forbidden(lang);
      const readable = groups.filter((group) => mayIndex(admin, group));
      clauses.push(`a.subject_type IN (${readable.map(() => '?').join(', ') || 'NULL'})`);
      params.push(...readable);
    }
    const equals: [string, SqlValue | undefined][] = [
      ['a.causer_id', causerId],
      ['a.subject_type', subjectType],
      ['a.subject_id', subjectId],
      ['a.event', event],
      ['a.log_name', logName],
      ['a.batch_uuid', batch ?? undefined],
    ];
    for (const [column, value] of equals) {
      if (value === undefined) continue;
      clauses.push(`${column} = ?`);
      params.push(value);
    }
    // Dates are the admin's calendar days as stored (UTC ISO), bounded inclusively.
    if (from !== undefined) {
      clauses.push('a.created_at >= ?');
      params.push(from);
    }
    if (to !== undefined) {
      clauses.push('a.created_at < ?');
      params.push(new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString());
    }
    const where = clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '';
    const paging = readPaging(request.query);
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM activity_log a${where}`).get(...params) as { n: number }).n;
    const direction = sort?.direction === 'asc' ? 'ASC' : 'DESC';
    const order = sort ? `${sort.column} ${direction}, a.id ${direction}` : 'a.id DESC';
    const rows = db.prepare(`${SELECT}${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, paging.perPage, (paging.page - 1) * paging.perPage) as EntryRow[];
    return {
      data: rows.map((row) => present(admin, row)),
      meta: pageMeta(paging, total),
      permissions: { index: can(admin, ACTIVITY_GROUP, 'index'), restore: can(admin, ACTIVITY_GROUP, 'restore') },
    };
  });

  /** The entry when the admin may read it (they may list its area); undefined otherwise. */
  const readableEntry = (request: FastifyRequest<IdParams>, admin: SignedInAdmin): EntryRow | undefined => {
    const id = parseId(request.params.id);
    const row = id === undefined ? undefined : findEntry(id);
    return row && mayIndex(admin, row.subject_type) ? row : undefined;
  };

  api.get<IdParams>('/dashboard/activity/:id', async (request) => {
    const admin = signedIn(request);
    const row = readableEntry(request, admin);
    if (!row) throw recordNotFound(request.lang);
    return { data: present(admin, row) };
  });

  // An import's summary: one entry for the batch its rows' writes carried, with the counts the
  // dashboard saw (created, updated, failed). Asked for twice, it answers the entry already written.
  api.post('/dashboard/activity/batches', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    // An admin who may create nothing has no import to sum up, whatever the body says: refused first.
    if (!groups.some((group) => can(admin, group, 'create'))) throw forbidden(lang);
    const { fields } = await readInput(request);
    const validator = new FormValidator(lang, fields);
    const subjectType = validator.choice('subject_type', labels.subject_type, groups, true);
    if (subjectType !== undefined && !can(admin, subjectType, 'create')) throw forbidden(lang);
    const batchGiven = validator.filled('batch_uuid');
    const batch = readBatchUuid(fields['batch_uuid']);
    if (!batchGiven) validator.reject('batch_uuid', labels.batch_uuid, 'required');
    else if (batch === null) validator.reject('batch_uuid', labels.batch_uuid, 'invalidChoice');
    const counts = (['created', 'updated', 'failed'] as const).map(
      (name) => [name, validator.number(name, labels[`imported_${name}`], { required: true, min: 0, max: 1_000_000, integer: true })] as const,
    );
    validator.assertValid();
    const summary = db.transaction(() => {
      // Only a batch this admin's own writes of the area carried: no summary of nothing or of someone else's batch.
      const own = db.prepare("SELECT 1 FROM activity_log WHERE batch_uuid = ? AND causer_id = ? AND subject_type = ? AND event <> 'imported' LIMIT 1").get(batch, admin.id, subjectType);
      if (!own) throw ValidationError.single('batch_uuid', t(lang, 'activityUnknownBatch'));
      const written = db.prepare(`${SELECT} WHERE a.batch_uuid = ? AND a.event = 'imported'`).get(batch) as EntryRow | undefined;
      if (written) return written;
      const attributes = Object.fromEntries(counts.map(([name, value]) => [name, value ?? 0]));
      const id = activityRecorder(db, { causerId: admin.id, ipAddress: request.ip ?? null }).record({
        event: 'imported',
        subjectType: subjectType as string,
        subjectId: null,
        attributes,
        batchUuid: batch as string,
      });
      return findEntry(id) as EntryRow;
    })();
    return { data: present(admin, summary) };
  });

  api.post<IdParams>('/dashboard/activity/:id/restore', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    if (!can(admin, ACTIVITY_GROUP, 'restore')) throw forbidden(lang);
    const row = readableEntry(request, admin);
    if (!row) throw recordNotFound(lang);
    if (!can(admin, row.subject_type, 'create')) throw forbidden(lang);
    const refuse = (message: string): ValidationError => ValidationError.single('id', message);
    if (row.event !== 'deleted' || row.subject_id === null) throw refuse(t(lang, 'activityNotDeleted'));
    const area = restorers.get(row.subject_type);
    if (!area?.restore || row.restore_data === null) throw refuse(t(lang, 'activityNotKept'));
    if (Date.now() > restoreDeadline(row.created_at)) throw refuse(t(lang, 'activityTooOld', { days: RESTORE_DAYS }));
    if (row.restored_by !== null) throw refuse(t(lang, 'activityAlreadyRestored'));
    // Checked and written without a pause: a second restore of the entry finds the first one done.
    area.restore(areaEnv(request, ctx), row.subject_id, JSON.parse(row.restore_data) as RestoreSnapshot, row.id);
    return { message: t(lang, 'activityRestored'), data: { subject_type: row.subject_type, subject_id: row.subject_id } };
  });
}
