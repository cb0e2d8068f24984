import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import banks from '../../descriptors/banks.json';
import changeNameRequests from '../../descriptors/change-name-requests.json';
import { areaGroup, parseModelChange } from './modelChanges';
import { RealtimeClient, type PresenceMember } from './realtimeClient';

describe('RealtimeClient', () => {
  it('hands each event to the handlers of its channel and event until they leave', () => {
    const client = new RealtimeClient();
    const heard: string[] = [];
    const stopA = client.listen('dashboard.banks', '.model.changed', (p) => heard.push(`a:${String(p)}`));
    client.listen('dashboard.banks', '.model.changed', (p) => heard.push(`b:${String(p)}`));
    client.listen('dashboard.countries', '.model.changed', (p) => heard.push(`c:${String(p)}`));
    client.deliver('dashboard.banks', '.model.changed', 1);
    stopA();
    client.deliver('dashboard.banks', '.model.changed', 2);
    client.deliver('dashboard.banks', '.other', 3);
    expect(heard).toEqual(['a:1', 'b:1', 'b:2']);
  });

  it('calls reconnection listeners on each connection after the first, and starts over after a stop', () => {
    const client = new RealtimeClient();
    let reconnections = 0;
    client.onReconnect(() => (reconnections += 1));
    client.report('connecting');
    client.report('connected');
    expect(reconnections).toBe(0);
    client.report('unavailable');
    client.report('connected');
    client.report('connected');
    expect(reconnections).toBe(1);
    client.stop();
    client.report('connected');
    expect(reconnections).toBe(1);
    expect(client.getState()).toBe('connected');
  });

  it('says a private channel is connected only once the server let the admin in, again after each reconnection', () => {
    const client = new RealtimeClient();
    let told = 0;
    client.subscribeState(() => (told += 1));
    const stop = client.listen('dashboard.admin.1', '.notification', () => undefined);
    client.report('connected');
    // The socket is up; the channel's auth call is still under way.
    expect(client.channelState('dashboard.admin.1')).toBe('connecting');
    expect(client.getState()).toBe('connected');
    client.joinedChannel('dashboard.admin.1');
    expect(client.channelState('dashboard.admin.1')).toBe('connected');
    expect(told).toBe(2);
    client.report('unavailable');
    expect(client.channelState('dashboard.admin.1')).toBe('unavailable');
    client.report('connected');
    expect(client.channelState('dashboard.admin.1')).toBe('connecting');
    client.joinedChannel('dashboard.admin.1');
    expect(client.channelState('dashboard.admin.1')).toBe('connected');
    // A channel left and asked for again is joined anew.
    stop();
    client.joinedChannel('dashboard.admin.1');
    client.listen('dashboard.admin.1', '.notification', () => undefined);
    expect(client.channelState('dashboard.admin.1')).toBe('connecting');
  });

  it('tells a second joiner of a presence channel the members already known', () => {
    const client = new RealtimeClient();
    const first: string[][] = [];
    const second: string[][] = [];
    client.join('dashboard.banks.7', { members: (m) => first.push(m.map((x) => x.id)) });
    client.deliverMembers('dashboard.banks.7', [
      { id: '1', info: { name: 'A' } },
      { id: '2', info: { name: 'B' } },
    ]);
    client.join('dashboard.banks.7', { members: (m) => second.push(m.map((x) => x.id)) });
    expect(first).toEqual([['1', '2']]);
    expect(second).toEqual([['1', '2']]);
  });
});

/**
 * A Pusher server of the smallest kind on a port of its own: it establishes each socket (ids 1.1,
 * 2.2...), lets every subscription in (a presence channel with the admin alone on it), and sends
 * what the test gives it to every socket.
 */
async function pusherServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const subscriptions: string[] = [];
  const unsubscriptions: string[] = [];
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    const socketId = `${connections}.${connections}`;
    socket.send(JSON.stringify({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: socketId, activity_timeout: 30 }) }));
    socket.on('message', (text) => {
      const { event, data } = JSON.parse(String(text)) as { event: string; data: { channel: string; auth?: string } };
      if (event === 'pusher:unsubscribe') unsubscriptions.push(data.channel);
      if (event !== 'pusher:subscribe') return;
      subscriptions.push(`${data.channel} ${data.auth}`);
      const roster = data.channel.startsWith('presence-') ? { presence: { ids: ['1'], hash: { '1': { id: 1, name: 'Super Admin' } }, count: 1 } } : {};
      socket.send(JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel: data.channel, data: JSON.stringify(roster) }));
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    subscriptions,
    unsubscriptions,
    connections: () => connections,
    send(event: string, channel: string, data: unknown): void {
      const frame = JSON.stringify({ event, channel, data: JSON.stringify(data) });
      for (const socket of server.clients) if (socket.readyState === WebSocket.OPEN) socket.send(frame);
    },
    /** The server goes away without a word (a crash, a network gone). */
    dropAll(): void {
      for (const socket of server.clients) socket.terminate();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type PusherServer = Awaited<ReturnType<typeof pusherServer>>;

/** A client started against the server as the dashboard starts it (settings from the page's address), its auth calls answered. */
async function startedAgainst(server: PusherServer, client = new RealtimeClient()) {
  const auths: { channel: string; authorization: string }[] = [];
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('window', { location: new URL(`http://127.0.0.1:${server.port}/dashboard`) });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const form = new URLSearchParams(String(init.body));
    auths.push({ channel: form.get('channel_name') ?? '', authorization: new Headers(init.headers).get('authorization') ?? '' });
    return Response.json({ auth: `dashboard-key:${form.get('socket_id')}` });
  });
  await client.start(1, 'token-1', {});
  return { client, auths };
}

describe('RealtimeClient over the Pusher protocol', () => {
  const servers: PusherServer[] = [];
  const clients: RealtimeClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.stop();
    for (const server of servers.splice(0)) await server.close();
    vi.unstubAllGlobals();
  });
  async function setUp() {
    const server = await pusherServer();
    servers.push(server);
    const client = new RealtimeClient();
    clients.push(client);
    return { server, client };
  }

  it('hears events by Laravel Echo’s names: a leading dot names the event as it is, any other name is under App\\Events', async () => {
    const { server, client } = await setUp();
    const heard: string[] = [];
    for (const name of ['.model.changed', 'OrderShipped', 'Orders.Shipped', '\\Billing\\Paid']) {
      client.listen('dashboard.banks', name, (payload) => heard.push(`${name} ${JSON.stringify(payload)}`));
    }
    const { auths } = await startedAgainst(server, client);
    await vi.waitFor(() => expect(client.channelState('dashboard.banks')).toBe('connected'));
    expect(auths).toEqual([{ channel: 'private-dashboard.banks', authorization: 'Bearer token-1' }]);
    expect(server.subscriptions).toEqual(['private-dashboard.banks dashboard-key:1.1']);
    for (const event of ['model.changed', 'App\\Events\\OrderShipped', 'App\\Events\\Orders\\Shipped', 'Billing\\Paid']) server.send(event, 'private-dashboard.banks', { event });
    // Names no handler was asked for by, hostile ones among them, and another channel: nobody hears them.
    for (const event of ['.model.changed', 'Orders.Shipped', '__proto__', 'constructor', 'toString', 'App\\Events\\__proto__']) server.send(event, 'private-dashboard.banks', {});
    server.send('model.changed', 'private-dashboard.countries', {});
    server.send('model.changed', 'private-dashboard.banks', { last: true });
    await vi.waitFor(() => expect(heard).toHaveLength(5));
    expect(heard).toEqual([
      '.model.changed {"event":"model.changed"}',
      'OrderShipped {"event":"App\\\\Events\\\\OrderShipped"}',
      'Orders.Shipped {"event":"App\\\\Events\\\\Orders\\\\Shipped"}',
      '\\Billing\\Paid {"event":"Billing\\\\Paid"}',
      '.model.changed {"last":true}',
    ]);
  });

  it('shows presence members, and after the server went away joins every channel again with the new socket and says it reconnected', async () => {
    const { server, client } = await setUp();
    const seen: (readonly PresenceMember[])[] = [];
    let reconnections = 0;
    client.onReconnect(() => (reconnections += 1));
    client.join('dashboard.banks.5', { members: (members) => seen.push(members) });
    client.listen('dashboard.banks', '.model.changed', () => undefined);
    await startedAgainst(server, client);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual([{ id: '1', info: { id: 1, name: 'Super Admin' } }]);
    server.send('pusher_internal:member_added', 'presence-dashboard.banks.5', { user_id: 2, user_info: { id: 2, name: 'Lama' } });
    server.send('pusher_internal:member_removed', 'presence-dashboard.banks.5', { user_id: '1' });
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen.map((members) => members.map((member) => member.id))).toEqual([['1'], ['1', '2'], ['2']]);
    await vi.waitFor(() => expect(client.channelState('dashboard.banks')).toBe('connected'));

    server.dropAll();
    await vi.waitFor(() => expect(client.getState()).toBe('unavailable'));
    expect(client.channelState('dashboard.banks')).toBe('unavailable');
    await vi.waitFor(() => expect(client.channelState('dashboard.banks')).toBe('connected'), { timeout: 5000 });
    expect(reconnections).toBe(1);
    expect(server.subscriptions.slice(2).sort()).toEqual(['presence-dashboard.banks.5 dashboard-key:2.2', 'private-dashboard.banks dashboard-key:2.2']);
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen[3]?.map((member) => member.id)).toEqual(['1']);
  });

  it('after stop, hears nothing more; a new start connects anew and joins what is still wanted', async () => {
    const { server, client } = await setUp();
    const heard: unknown[] = [];
    client.listen('dashboard.banks', '.model.changed', (payload) => heard.push(payload));
    await startedAgainst(server, client);
    await vi.waitFor(() => expect(client.channelState('dashboard.banks')).toBe('connected'));
    client.stop();
    server.send('model.changed', 'private-dashboard.banks', { n: 1 });
    expect(client.getState()).toBe('off');
    await startedAgainst(server, client);
    await vi.waitFor(() => expect(client.channelState('dashboard.banks')).toBe('connected'));
    server.send('model.changed', 'private-dashboard.banks', { n: 2 });
    await vi.waitFor(() => expect(heard).toEqual([{ n: 2 }]));
    expect(server.connections()).toBe(2);
  });

  it('leaves a channel on the server once its last handler, or its last watcher of members, is gone', async () => {
    const { server, client } = await setUp();
    const stopA = client.listen('dashboard.banks', '.model.changed', () => undefined);
    const stopB = client.listen('dashboard.banks', '.model.deleted', () => undefined);
    const leave = client.join('dashboard.banks.5', { members: () => undefined });
    await startedAgainst(server, client);
    await vi.waitFor(() => expect(server.subscriptions).toHaveLength(2));
    stopA();
    leave();
    await vi.waitFor(() => expect(server.unsubscriptions).toEqual(['presence-dashboard.banks.5']));
    stopB();
    await vi.waitFor(() => expect(server.unsubscriptions).toEqual(['presence-dashboard.banks.5', 'private-dashboard.banks']));
    expect(client.getState()).toBe('connected');
  });
});

describe('model changes', () => {
  it('are read from the wire strictly', () => {
    expect(parseModelChange({ group: 'banks', id: 7, action: 'activated', active: false, by: { id: 2, name: 'Lama' }, at: 'x' })).toEqual({
      group: 'banks',
      id: '7',
      action: 'activated',
      active: false,
      by: { id: '2', name: 'Lama' },
      at: 'x',
    });
    expect(parseModelChange({ group: 'banks', id: '7', action: 'created', by: null })).toMatchObject({ id: '7', by: null, at: null });
    for (const junk of [null, 'x', { group: 'banks', action: 'updated' }, { group: 'banks', id: 1, action: 'renamed' }, { id: 1, action: 'updated' }]) {
      expect(parseModelChange(junk)).toBeNull();
    }
  });

  it('belong to the area of the list permission’s group', () => {
    expect(areaGroup(banks)).toBe('banks');
    expect(areaGroup(changeNameRequests)).toBe('changeNameRequests');
    expect(areaGroup({ permissions: {} })).toBeNull();
  });
});
