import { describe, expect, it } from 'vitest';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import inboxDescriptor from '../../descriptors/inbox.json';
import { inboxKey, isInboxKey } from '../data/keys';
import { destinationOf, parseInbox, parseInboxItem } from './inbox';

const config = normalizeDescriptor('notifications', inboxDescriptor);

describe('the inbox descriptor', () => {
  it('sends every notify_type of the spec where the spec says', () => {
    const go = (type: string, raw: Record<string, unknown> = {}) => destinationOf(config, { type, raw });
    expect(go('new_user_register')).toBe('/clients/all');
    for (const type of ['add_shipment_attach', 'update_shipment_request', 'new_shipment_request']) expect(go(type)).toBe('/shipment/all');
    expect(go('new_authorization_for_user')).toBe('/authorizations/all');
    expect(go('new_provider')).toBe('/provider-join-requests/all');
    for (const type of ['new_job', 'applied_job', 'finished_job', 'implemented_job', 'in_progress_job', 'canceled_job', 'charge_wallet', 'accepted_job', 'send_report']) {
      expect(go(type)).toBe('/orders/all');
    }
    expect(go('provider_update_profile', { data: { type: 'provider', provider_id: 7 } })).toBe('/providers/show/7');
    expect(go('contact_us')).toBe('/contact-messages/all');
  });

  it('falls back to the notifications page for an unknown type or a missing provider id', () => {
    expect(destinationOf(config, { type: 'something_new', raw: {} })).toBe('/notifications/get-notifications');
    expect(destinationOf(config, { type: 'provider_update_profile', raw: { data: {} } })).toBe('/notifications/get-notifications');
  });

  it('never lets a value change the route', () => {
    expect(destinationOf(config, { type: 'provider_update_profile', raw: { data: { provider_id: '../../admins/all' } } })).toBe('/providers/show/..%2F..%2Fadmins%2Fall');
  });
});

describe('parseInbox', () => {
  it('reads the notifications, the unread count and the last page', () => {
    const answer = {
      data: [
        { id: 3, title: 'A', body: 'first', notify_type: 'new_job', read: false, created_at: '2026-11-20 10:00:00' },
        { id: 2, title: 'B', content: 'second', data: { type: 'contact_us' }, read_at: '2026-11-20' },
        { title: 'no id' },
        'junk',
      ],
      meta: { last_page: 3 },
      unread_notifications_count: 5,
    };
    const parsed = parseInbox(answer, config);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.unread).toBe(5);
    expect(parsed.value.lastPage).toBe(3);
    expect(parsed.value.items.map((i) => [i.id, i.body, i.type, i.read])).toEqual([
      ['3', 'first', 'new_job', false],
      ['2', 'second', 'contact_us', true],
    ]);
  });

  it('counts the unread ones itself when the answer does not say, and refuses a non-list', () => {
    const parsed = parseInbox(
      {
        data: [
          { id: 1, read: 0 },
          { id: 2, read: 1 },
        ],
      },
      config,
    );
    expect(parsed.ok && parsed.value.unread).toBe(1);
    expect(parseInbox({ data: 'nope' }, config).ok).toBe(false);
    expect(parseInbox(null, config).ok).toBe(false);
  });

  it('reads a real-time message the same way', () => {
    expect(parseInboxItem({ id: 'a1', title: 'T', body: 'B', notify_type: 'contact_us' })).toMatchObject({ id: 'a1', read: false });
    expect(parseInboxItem(42)).toBeNull();
  });
});

describe('inbox keys', () => {
  it('gives each page its own key under one path, so one refresh reaches the bell and the page', () => {
    expect(inboxKey(config, 2)).toEqual(['dashboard/get-notifications-admin', { page: '2' }]);
    expect(isInboxKey(config, inboxKey(config, 1))).toBe(true);
    expect(isInboxKey(config, ['dashboard/banks', {}])).toBe(false);
  });
});
