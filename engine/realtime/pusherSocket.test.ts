import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PusherSocket } from './pusherSocket';
import type { PresenceMember } from './realtimeClient';

// The socket against a server played by the test, frame by frame, on a clock the test moves.
// tests/contract/pusherSocket.test.ts runs it against the reference server.

interface Sent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** One WebSocket as the client sees it; the test speaks for the server through it. */
class FakeSocket {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: Sent[] = [];
  closed = false;

  constructor(readonly url: string) {}

  send(text: string): void {
    this.sent.push(JSON.parse(text) as Sent);
  }

  close(): void {
    this.closed = true;
  }

  /** A frame as Pusher servers send them: `data` JSON-encoded. */
  frame(event: string, data: unknown = {}, channel?: string): void {
    this.raw(JSON.stringify({ event, ...(channel === undefined ? {} : { channel }), data: JSON.stringify(data) }));
  }

  raw(data: unknown): void {
    this.onmessage?.({ data });
  }

  establish(socketId: string, activityTimeout = 30): void {
    this.frame('pusher:connection_established', { socket_id: socketId, activity_timeout: activityTimeout });
  }

  end(code: number): void {
    this.onclose?.({ code });
  }

  /** What the client sent, by event. */
  events(): string[] {
    return this.sent.map((frame) => frame.event);
  }
}

interface AuthCall {
  readonly url: string;
  readonly init: RequestInit;
  readonly form: Record<string, string>;
}

type Answer = Response | Promise<Response>;

const signed = (call: AuthCall): Response => Response.json({ auth: `key:${call.form['socket_id']}:${call.form['channel_name']}` });

/** A socket with its fake sockets, its auth calls (answered by `answer`) and everything it told. */
function harness(answer: (call: AuthCall) => Answer = signed) {
  const sockets: FakeSocket[] = [];
  const calls: AuthCall[] = [];
  const states: string[] = [];
  const told: string[] = [];
  const payloads: unknown[] = [];
  const members = new Map<string, readonly PresenceMember[]>();
  const socket = new PusherSocket(
    {
      key: 'dashboard-key',
      wsHost: 'realtime.test',
      wsPort: 6001,
      forceTLS: false,
      authEndpoint: 'https://api.test/broadcasting/auth',
      authHeaders: { Authorization: 'Bearer token-1', Accept: 'application/json' },
      WebSocket: class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
      fetch: async (input, init = {}) => {
        const call = { url: String(input), init, form: Object.fromEntries(new URLSearchParams(String(init.body))) };
        calls.push(call);
        return answer(call);
      },
    },
    {
      state: (state) => states.push(state),
      subscribed: (channel) => told.push(`subscribed ${channel}`),
      event: (channel, event, data) => {
        told.push(`${event} on ${channel}`);
        payloads.push(data);
      },
      members: (channel, list) => {
        told.push(`members of ${channel}: ${list.map((m) => m.id).join(',')}`);
        members.set(channel, list);
      },
    },
  );
  /** The newest socket the client opened. */
  const current = (): FakeSocket => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket opened');
    return last;
  };
  return { socket, sockets, current, calls, states, told, payloads, members };
}

/** Lets answered auth calls (promises, not timers) reach the client. */
async function settle(): Promise<void> {
  for (let n = 0; n < 5; n += 1) await new Promise((resolve) => setImmediate(resolve));
}

const OWN = 'private-App.Models.User.1';
const RECORD = 'presence-dashboard.banks.5';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PusherSocket', () => {
  it('opens /app/{key} with protocol 7 and says connected once the server established the socket', () => {
    const { socket, current, states } = harness();
    socket.connect();
    expect(current().url).toBe('ws://realtime.test:6001/app/dashboard-key?protocol=7&client=js&version=8.6.0&flash=false');
    expect(states).toEqual(['connecting']);
    current().frame('pusher:connection_established', { activity_timeout: 30 });
    expect(states).toEqual(['connecting']);
    current().establish('1.1');
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('answers pings, pings after the activity timeout of silence, and counts an unanswered ping as a lost connection', () => {
    const { socket, sockets, current, states } = harness();
    socket.connect();
    const first = current();
    first.establish('1.1', 30);
    first.frame('pusher:ping');
    expect(first.events()).toEqual(['pusher:pong']);
    vi.advanceTimersByTime(29_999);
    expect(first.events()).toEqual(['pusher:pong']);
    vi.advanceTimersByTime(1);
    expect(first.events()).toEqual(['pusher:pong', 'pusher:ping']);
    // Any word from the server will do as an answer.
    vi.advanceTimersByTime(29_000);
    first.frame('pusher:pong');
    vi.advanceTimersByTime(29_999);
    expect(first.events()).toEqual(['pusher:pong', 'pusher:ping']);
    vi.advanceTimersByTime(1);
    expect(first.events()).toEqual(['pusher:pong', 'pusher:ping', 'pusher:ping']);
    expect(states).toEqual(['connecting', 'connected']);
    vi.advanceTimersByTime(30_000);
    expect(states).toEqual(['connecting', 'connected', 'unavailable']);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(2500);
    expect(sockets).toHaveLength(2);
  });

  it('says unavailable when an attempt has not connected within 2 s, and tries again every 2.5 s until one does', () => {
    const { socket, sockets, current, states } = harness();
    socket.connect();
    vi.advanceTimersByTime(1999);
    expect(states).toEqual(['connecting']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['connecting', 'unavailable']);
    vi.advanceTimersByTime(2499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closed).toBe(true);
    // A refused attempt: the next one 2.5 s later; the state stays unavailable meanwhile.
    current().end(1006);
    vi.advanceTimersByTime(2500);
    expect(sockets).toHaveLength(3);
    current().establish('3.3');
    expect(states).toEqual(['connecting', 'unavailable', 'connected']);
  });

  it('tries a lost connection again at once when the browser is back online, and not after disconnect', () => {
    // The window's events, as the browser gives them.
    const browserWindow = new EventTarget();
    vi.stubGlobal('addEventListener', browserWindow.addEventListener.bind(browserWindow));
    vi.stubGlobal('removeEventListener', browserWindow.removeEventListener.bind(browserWindow));
    const online = () => browserWindow.dispatchEvent(new Event('online'));
    const { socket, sockets, current, states } = harness();
    socket.connect();
    current().establish('1.1');
    current().end(1006);
    expect(states.at(-1)).toBe('unavailable');
    online();
    expect(sockets).toHaveLength(2);
    current().establish('2.2');
    expect(states.at(-1)).toBe('connected');
    // Connected, going online again changes nothing; disconnected, nothing listens.
    online();
    expect(sockets).toHaveLength(2);
    socket.disconnect();
    online();
    expect(sockets).toHaveLength(2);
  });

  it("follows Pusher's close codes: 4000-4099 fail for good, 4100-4199 come back after a wait, 4200-4299 at once", () => {
    const cases = [
      { code: 4001, state: 'failed', at: { 0: 1, 60000: 1 } },
      { code: 4100, state: 'unavailable', at: { 0: 1, 2500: 2 } },
      { code: 1006, state: 'unavailable', at: { 0: 1, 2500: 2 } },
      { code: 4200, state: 'connecting', at: { 0: 2 } },
    ];
    for (const { code, state, at } of cases) {
      const { socket, sockets, current, states } = harness();
      socket.connect();
      current().establish('1.1');
      current().end(code);
      expect(states.at(-1), String(code)).toBe(state);
      let elapsed = 0;
      for (const [time, count] of Object.entries(at)) {
        vi.advanceTimersByTime(Number(time) - elapsed);
        elapsed = Number(time);
        expect(sockets, `${code} at ${time} ms`).toHaveLength(count);
      }
      socket.disconnect();
    }
  });

  it('fails for good when the server refuses the connection with pusher:error 4001, or there is no WebSocket', () => {
    const refused = harness();
    refused.socket.connect();
    refused.current().raw(JSON.stringify({ event: 'pusher:error', data: { code: 4001, message: 'Application does not exist' } }));
    refused.current().end(4001);
    vi.advanceTimersByTime(60_000);
    expect(refused.states).toEqual(['connecting', 'failed']);
    expect(refused.sockets).toHaveLength(1);

    vi.stubGlobal('WebSocket', undefined);
    const states: string[] = [];
    const none = new PusherSocket(
      { key: 'k', wsHost: 'realtime.test', wsPort: 6001, forceTLS: true, authEndpoint: '/broadcasting/auth', authHeaders: {} },
      { state: (state) => states.push(state), subscribed: () => undefined, event: () => undefined, members: () => undefined },
    );
    none.connect();
    expect(states).toEqual(['failed']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('authorises private and presence channels for the socket, and subscribes with the answer', async () => {
    const { socket, current, calls, told } = harness((call) =>
      call.form['channel_name'] === RECORD ? Response.json({ auth: 'key:presence', channel_data: '{"user_id":1,"user_info":{"id":1}}' }) : signed(call),
    );
    socket.subscribe(OWN);
    socket.subscribe(RECORD);
    socket.subscribe('announcements');
    socket.connect();
    current().establish('11.22');
    await settle();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.url).toBe('https://api.test/broadcasting/auth');
      expect(call.init.method).toBe('POST');
      expect(call.init.headers).toEqual({ Authorization: 'Bearer token-1', Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' });
    }
    expect(calls.map((call) => call.form)).toEqual([
      { socket_id: '11.22', channel_name: OWN },
      { socket_id: '11.22', channel_name: RECORD },
    ]);
    expect(current().sent).toEqual(
      expect.arrayContaining([
        { event: 'pusher:subscribe', data: { channel: 'announcements' } },
        { event: 'pusher:subscribe', data: { channel: OWN, auth: `key:11.22:${OWN}` } },
        { event: 'pusher:subscribe', data: { channel: RECORD, auth: 'key:presence', channel_data: '{"user_id":1,"user_info":{"id":1}}' } },
      ]),
    );
    expect(current().sent).toHaveLength(3);
    expect(told).toEqual([]);
    current().frame('pusher_internal:subscription_succeeded', {}, OWN);
    expect(told).toEqual([`subscribed ${OWN}`]);
    // A channel asked for once connected is authorised at once.
    socket.subscribe('private-dashboard.banks');
    await settle();
    expect(calls.at(-1)?.form).toEqual({ socket_id: '11.22', channel_name: 'private-dashboard.banks' });
  });

  it('leaves a channel whose authorisation is refused, failed or unreadable unjoined, and asks again on the next connection', async () => {
    const refusals: (() => Answer)[] = [
      () => new Response('{"message":"Forbidden"}', { status: 403 }),
      // Refused is refused, whatever the body says.
      () => Response.json({ auth: 'key:sig' }, { status: 401 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>', { status: 200 }),
      () => Response.json({ auth: 5 }),
      () => Response.json({ auth: 'key:sig', channel_data: { user_id: 1 } }),
      () => Response.json(['key:sig']),
    ];
    const { socket, current, calls, states } = harness((call) => (calls.length <= refusals.length ? (refusals[calls.length - 1]?.() ?? signed(call)) : signed(call)));
    socket.subscribe(OWN);
    socket.connect();
    for (let n = 1; n <= refusals.length; n += 1) {
      current().establish(`${n}.${n}`);
      await settle();
      expect(current().sent, `refusal ${n}`).toEqual([]);
      current().end(1006);
      vi.advanceTimersByTime(2500);
    }
    current().establish('9.9');
    await settle();
    expect(calls.map((call) => call.form['socket_id'])).toEqual(['1.1', '2.2', '3.3', '4.4', '5.5', '6.6', '7.7', '9.9']);
    expect(current().sent).toEqual([{ event: 'pusher:subscribe', data: { channel: OWN, auth: `key:9.9:${OWN}` } }]);
    expect(states.at(-1)).toBe('connected');
  });

  it('subscribes again after a reconnection with the new socket id, and hears nothing more of the old socket', async () => {
    let late: ((response: Response) => void) | undefined;
    const { socket, sockets, current, calls, told, states } = harness((call) => (call.form['socket_id'] === '1.1' ? new Promise<Response>((resolve) => (late = resolve)) : signed(call)));
    socket.subscribe(OWN);
    socket.connect();
    current().establish('1.1');
    current().end(4200);
    current().establish('2.2');
    await settle();
    late?.(Response.json({ auth: `key:1.1:${OWN}` }));
    await settle();
    expect(calls.map((call) => call.form['socket_id'])).toEqual(['1.1', '2.2']);
    expect(sockets[0]?.sent).toEqual([]);
    expect(current().sent).toEqual([{ event: 'pusher:subscribe', data: { channel: OWN, auth: `key:2.2:${OWN}` } }]);
    // What the old socket still says, however late, is not heard.
    sockets[0]?.frame('pusher_internal:subscription_succeeded', {}, OWN);
    sockets[0]?.frame('model.changed', {}, OWN);
    sockets[0]?.frame('pusher:ping');
    sockets[0]?.end(4001);
    expect(told).toEqual([]);
    expect(sockets[0]?.sent).toEqual([]);
    expect(states).toEqual(['connecting', 'connected', 'connecting', 'connected']);
  });

  it('unsubscribes a channel no longer wanted, and hears no more of it', async () => {
    const { socket, current, told } = harness();
    socket.subscribe(OWN);
    socket.connect();
    current().establish('1.1');
    await settle();
    current().frame('pusher_internal:subscription_succeeded', {}, OWN);
    current().frame('.notification', { n: 1 }, OWN);
    socket.unsubscribe(OWN);
    current().frame('.notification', { n: 2 }, OWN);
    expect(current().sent.at(-1)).toEqual({ event: 'pusher:unsubscribe', data: { channel: OWN } });
    expect(told).toEqual([`subscribed ${OWN}`, `.notification on ${OWN}`]);
  });

  it("keeps a presence channel's members: the roster on joining, then arrivals and departures by user id", async () => {
    const { socket, current, told, members } = harness();
    socket.subscribe(RECORD);
    socket.connect();
    current().establish('1.1');
    await settle();
    // An arrival before the roster is not one.
    current().frame('pusher_internal:member_added', { user_id: '7', user_info: { id: 7 } }, RECORD);
    const hash = { '1': { id: 1, name: 'Super Admin' }, '2': { id: 2, name: 'Lama' } };
    current().frame('pusher_internal:subscription_succeeded', { presence: { ids: ['1', '2'], hash, count: 2 } }, RECORD);
    expect(members.get(RECORD)).toEqual([
      { id: '1', info: { id: 1, name: 'Super Admin' } },
      { id: '2', info: { id: 2, name: 'Lama' } },
    ]);
    current().frame('pusher_internal:member_added', { user_id: 3, user_info: { id: 3, name: 'Omar' } }, RECORD);
    current().frame('pusher_internal:member_removed', { user_id: '2' }, RECORD);
    current().frame('pusher_internal:member_removed', { user_id: '9' }, RECORD);
    current().frame('pusher_internal:member_added', { user_id: '4' }, RECORD);
    current().frame('pusher_internal:member_added', { user_info: { id: 5 } }, RECORD);
    expect(told).toEqual([`subscribed ${RECORD}`, `members of ${RECORD}: 1,2`, `members of ${RECORD}: 1,2,3`, `members of ${RECORD}: 1,3`, `members of ${RECORD}: 1,3,4`]);
    expect(members.get(RECORD)?.at(-1)).toEqual({ id: '4', info: {} });
  });

  it('delivers channel events with their data parsed from JSON, or as sent when it is an object or not JSON', async () => {
    const { socket, current, told, payloads, states } = harness();
    socket.subscribe(OWN);
    socket.connect();
    current().establish('1.1');
    current().frame('model.changed', { id: 7 }, OWN);
    current().raw(JSON.stringify({ event: 'model.changed', channel: OWN, data: { id: 8 } }));
    current().raw(JSON.stringify({ event: 'model.changed', channel: OWN, data: 'not { json' }));
    // Not ours, or the protocol's own: not events.
    current().frame('model.changed', { id: 9 }, 'private-dashboard.roles');
    current().frame('pusher_internal:something_new', {}, OWN);
    current().raw(JSON.stringify({ event: 'pusher:error', data: { code: 4009, message: 'Invalid auth' } }));
    current().raw(JSON.stringify({ event: 'pusher:error', channel: OWN, data: { code: 4009, message: 'Invalid auth' } }));
    expect(told).toEqual([`model.changed on ${OWN}`, `model.changed on ${OWN}`, `model.changed on ${OWN}`]);
    expect(payloads).toEqual([{ id: 7 }, { id: 8 }, 'not { json']);
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('ignores malformed frames without throwing, before and after the connection is established', () => {
    const { socket, current, told, states } = harness();
    socket.subscribe(OWN);
    socket.connect();
    const junk: unknown[] = [
      'not json',
      '[]',
      'null',
      '42',
      '"pusher:connection_established"',
      '{}',
      '{"event":5}',
      '{"event":"pusher:connection_established","data":"{}"}',
      '{"event":"pusher:connection_established","data":"{\\"socket_id\\":5}"}',
      '{"event":"pusher:error","data":{"code":"4001"}}',
      new ArrayBuffer(8),
      undefined,
    ];
    for (const data of junk) expect(() => current().raw(data)).not.toThrow();
    expect(states).toEqual(['connecting']);
    current().establish('1.1');
    const afterwards: unknown[] = [
      ...junk,
      '{"event":"pusher_internal:subscription_succeeded"}',
      `{"event":"pusher_internal:subscription_succeeded","channel":"${OWN}","data":"[1,2"}`,
      `{"event":"pusher_internal:member_added","channel":"${OWN}","data":"\\"x\\""}`,
      `{"event":"pusher_internal:member_removed","channel":"${OWN}","data":null}`,
      '{"event":"model.changed","channel":5,"data":"{}"}',
      '{"event":"model.changed","data":"{}"}',
    ];
    for (const data of afterwards) expect(() => current().raw(data)).not.toThrow();
    expect(states).toEqual(['connecting', 'connected']);
    // The subscription answer without a roster is still an answer.
    expect(told).toEqual([`subscribed ${OWN}`]);
  });

  it('lets hostile names and data pass as plain data: no prototype is reached or changed', async () => {
    const { socket, current, told, payloads, members } = harness();
    socket.subscribe(RECORD);
    socket.connect();
    current().establish('1.1');
    await settle();
    current().frame('__proto__', {}, '__proto__');
    current().frame('constructor', {}, 'toString');
    current().raw(`{"event":"model.changed","channel":"${RECORD}","data":"{\\"__proto__\\":{\\"polluted\\":true}}"}`);
    current().raw(`{"event":"pusher_internal:subscription_succeeded","channel":"${RECORD}","data":"{\\"presence\\":{\\"hash\\":{\\"__proto__\\":{\\"polluted\\":true}}}}"}`);
    current().raw(`{"event":"pusher_internal:member_added","channel":"${RECORD}","data":"{\\"user_id\\":\\"constructor\\",\\"user_info\\":{\\"__proto__\\":{\\"polluted\\":true}}}"}`);
    expect(told).toEqual([`model.changed on ${RECORD}`, `subscribed ${RECORD}`, `members of ${RECORD}: __proto__`, `members of ${RECORD}: __proto__,constructor`]);
    expect(Object.keys(payloads[0] as object)).toEqual(['__proto__']);
    expect(members.get(RECORD)?.map((m) => Object.getPrototypeOf(m.info))).toEqual([Object.prototype, Object.prototype]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('stops for good on disconnect: the socket closed, no timer left, nothing the old socket says or the auth answers is acted on', async () => {
    let answerLate: ((response: Response) => void) | undefined;
    const { socket, sockets, current, told, states } = harness(() => new Promise<Response>((resolve) => (answerLate = resolve)));
    socket.subscribe(OWN);
    socket.connect();
    const old = current();
    old.establish('1.1');
    await settle();
    socket.disconnect();
    expect(old.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    answerLate?.(Response.json({ auth: `key:1.1:${OWN}` }));
    await settle();
    old.frame('pusher_internal:subscription_succeeded', {}, OWN);
    old.frame('model.changed', {}, OWN);
    old.frame('pusher:ping');
    old.end(4200);
    vi.advanceTimersByTime(600_000);
    expect(old.sent).toEqual([]);
    expect(told).toEqual([]);
    expect(sockets).toHaveLength(1);
    expect(states).toEqual(['connecting', 'connected']);

    // Between attempts, and during one, alike.
    for (const when of ['waiting', 'opening']) {
      const other = harness();
      other.socket.connect();
      if (when === 'waiting') other.current().end(1006);
      other.socket.disconnect();
      expect(vi.getTimerCount(), when).toBe(0);
      vi.advanceTimersByTime(60_000);
      expect(other.sockets, when).toHaveLength(1);
    }
  });
});
