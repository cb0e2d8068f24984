import type { Notifications } from '../descriptor/descriptor.types';
import { getPath } from '../descriptor/fieldPath';
import { fillTemplate, placeholdersOf } from '../api/template';
import type { Parsed, Row } from '../data/envelope';
import { isRecord, isTrue } from '../answers/answers';

/** One of the admin's incoming notifications, read from the API's own field names. */
export interface InboxItem {
  id: string;
  title: string;
  body: string;
  type: string;
  read: boolean;
  createdAt: string | null;
  /** The whole notification, for destination placeholders such as {data.provider_id}. */
  raw: Row;
}

export interface InboxPage {
  items: InboxItem[];
  unread: number;
  lastPage: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Read or not, however the backend writes it (a flag, 1 / 0, or a read_at date). */
function isRead(row: Record<string, unknown>): boolean {
  const flag = row['read'] ?? row['is_read'];
  if (flag !== undefined && flag !== null) return isTrue(flag);
  return typeof row['read_at'] === 'string' && row['read_at'] !== '';
}

/** One notification from a list answer or a real-time message; null when it has no id. */
export function parseInboxItem(value: unknown): InboxItem | null {
  if (!isRecord(value)) return null;
  const id = text(value['id']);
  if (id === '') return null;
  return {
    id,
    title: text(value['title']),
    body: text(value['body']) || text(value['content']),
    type: text(value['notify_type']) || text(getPath(value, 'data.type')),
    read: isRead(value),
    createdAt: text(value['created_at']) || null,
    raw: value,
  };
}

function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The list answer: notifications, the unread count and the last page. */
export function parseInbox(answer: unknown, config: Notifications): Parsed<InboxPage> {
  const rows = getPath(answer, 'data');
  if (!Array.isArray(rows)) return { ok: false, problem: 'rows' };
  const items = rows.map(parseInboxItem).filter((item): item is InboxItem => item !== null);
  const unread = count(getPath(answer, config.unreadCount)) ?? items.filter((item) => !item.read).length;
  return { ok: true, value: { items, unread, lastPage: Math.max(1, count(getPath(answer, 'meta.last_page')) ?? 1) } };
}

/** Where a click on a notification leads: its type's route, or the fallback when a value is missing. */
export function destinationOf(config: Notifications, item: Pick<InboxItem, 'type' | 'raw'>): string {
  const template = config.destinations[item.type];
  if (!template) return config.fallback;
  const missing = placeholdersOf(template).some((name) => {
    const value = getPath(item.raw, name);
    return value === undefined || value === null || value === '';
  });
  return missing ? config.fallback : fillTemplate(template, item.raw, true);
}
