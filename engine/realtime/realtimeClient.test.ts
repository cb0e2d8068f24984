import { describe, expect, it } from 'vitest';
import banks from '../../descriptors/banks.json';
import changeNameRequests from '../../descriptors/change-name-requests.json';
import { areaGroup, parseModelChange } from './modelChanges';
import { RealtimeClient } from './realtimeClient';

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
