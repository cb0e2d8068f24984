import { describe, expect, it } from 'vitest';
import { realtimeSettings } from './realtimeSettings';
import { arrivalTitle, firstArrival } from '../notifications/useRealtimeInbox';

const local = { protocol: 'http:', hostname: '127.0.0.1', port: '8080', origin: 'http://127.0.0.1:8080' };

describe('realtimeSettings', () => {
  it('defaults to the server the dashboard came from and Laravel’s user channel', () => {
    expect(realtimeSettings({}, local, 4)).toEqual({
      key: 'dashboard-key',
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: 8080,
      forceTLS: false,
      authEndpoint: 'http://127.0.0.1:8080/broadcasting/auth',
      channel: 'App.Models.User.4',
    });
  });

  it('takes a hosted service from the VITE_PUSHER_* variables', () => {
    const env = {
      VITE_PUSHER_APP_KEY: 'abc',
      VITE_PUSHER_HOST: 'ws.example.com',
      VITE_PUSHER_PORT: '443',
      VITE_PUSHER_SCHEME: 'https',
      VITE_PUSHER_APP_CLUSTER: 'eu',
      VITE_PUSHER_AUTH_ENDPOINT: 'https://api.example.com/broadcasting/auth',
    };
    expect(realtimeSettings(env, local, 9)).toMatchObject({
      key: 'abc',
      wsHost: 'ws.example.com',
      wsPort: 443,
      forceTLS: true,
      cluster: 'eu',
      authEndpoint: 'https://api.example.com/broadcasting/auth',
      channel: 'App.Models.User.9',
    });
  });

  it('uses the page’s own TLS and default port behind https', () => {
    const secure = { protocol: 'https:', hostname: 'admin.example.com', port: '', origin: 'https://admin.example.com' };
    expect(realtimeSettings({}, secure, 1)).toMatchObject({ wsPort: 443, forceTLS: true, authEndpoint: 'https://admin.example.com/broadcasting/auth' });
  });

  it('can be switched off', () => {
    expect(realtimeSettings({ VITE_PUSHER_APP_KEY: 'off' }, local, 1)).toBeNull();
  });
});

describe('arrivalTitle', () => {
  it('shows the title in the admin’s language, else the plain title', () => {
    const payload = { title: 'عنوان', title_ar: 'عنوان', title_en: 'Title' };
    expect(arrivalTitle(payload, 'en')).toBe('Title');
    expect(arrivalTitle(payload, 'ar')).toBe('عنوان');
    expect(arrivalTitle({ title: 'Only' }, 'en')).toBe('Only');
    expect(arrivalTitle('junk', 'en')).toBe('');
  });
});

describe('firstArrival', () => {
  it('lets one notification toast once, however often it comes', () => {
    expect(firstArrival({ id: 'n-1' })).toBe(true);
    expect(firstArrival({ id: 'n-1' })).toBe(false);
    expect(firstArrival({ id: 'n-2' })).toBe(true);
    // Without an id there is nothing to tell a repeat by.
    expect(firstArrival({ title: 'x' })).toBe(true);
    expect(firstArrival({ title: 'x' })).toBe(true);
  });
});
