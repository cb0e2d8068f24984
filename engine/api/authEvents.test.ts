import { describe, expect, it } from 'vitest';
import { emitAuthEvent, onAuthEvent, type AuthEvent } from './authEvents';

describe('auth events', () => {
  it('keeps an event raised before anyone listens for the first listener, once', () => {
    emitAuthEvent('forbidden');
    const heard: AuthEvent[] = [];
    const stop = onAuthEvent((event) => heard.push(event));
    expect(heard).toEqual(['forbidden']);
    stop();
    const later: AuthEvent[] = [];
    onAuthEvent((event) => later.push(event))();
    expect(later).toEqual([]);
  });

  it('lets "unauthorized" win over "forbidden" while nobody listens', () => {
    emitAuthEvent('unauthorized');
    emitAuthEvent('forbidden');
    const heard: AuthEvent[] = [];
    onAuthEvent((event) => heard.push(event))();
    expect(heard).toEqual(['unauthorized']);
  });

  it('delivers events to listeners as they happen', () => {
    const heard: AuthEvent[] = [];
    const stop = onAuthEvent((event) => heard.push(event));
    emitAuthEvent('forbidden');
    stop();
    expect(heard).toEqual(['forbidden']);
  });
});
