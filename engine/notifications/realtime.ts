/**
 * Real-time delivery of the admin's notifications with Laravel Echo + pusher-js, by Laravel's
 * own conventions: the private channel App.Models.User.{id}, authorised at /broadcasting/auth
 * with the bearer token, and the broadcast-notification event. The same client works against
 * the reference server, Pusher, Soketi or Laravel Reverb; only the VITE_PUSHER_* settings change.
 * Both libraries load only once an admin is signed in, never with the sign-in page.
 */

export type RealtimeState = 'off' | 'connecting' | 'connected' | 'unavailable' | 'failed';

export interface RealtimeSettings {
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  authEndpoint: string;
  channel: string;
}

interface Env {
  readonly [name: string]: unknown;
}

function setting(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The connection settings: the VITE_PUSHER_* variables read at build time, or else the server
 * the dashboard came from (the reference server answers the Pusher protocol on its own port).
 * Null when switched off with VITE_PUSHER_APP_KEY=off.
 */
export function realtimeSettings(env: Env, location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>, adminId: number | string): RealtimeSettings | null {
  const key = setting(env, 'VITE_PUSHER_APP_KEY') ?? 'dashboard-key';
  if (key === 'off') return null;
  const scheme = setting(env, 'VITE_PUSHER_SCHEME') ?? location.protocol.replace(':', '');
  const forceTLS = scheme === 'https' || scheme === 'wss';
  const defaultPort = location.port !== '' ? location.port : forceTLS ? '443' : '80';
  const port = Number(setting(env, 'VITE_PUSHER_PORT') ?? defaultPort);
  const auth = setting(env, 'VITE_PUSHER_AUTH_ENDPOINT') ?? '/broadcasting/auth';
  return {
    key,
    cluster: setting(env, 'VITE_PUSHER_APP_CLUSTER') ?? 'mt1',
    wsHost: setting(env, 'VITE_PUSHER_HOST') ?? location.hostname,
    wsPort: Number.isInteger(port) && port > 0 ? port : forceTLS ? 443 : 80,
    forceTLS,
    authEndpoint: new URL(auth, location.origin).toString(),
    channel: (setting(env, 'VITE_PUSHER_CHANNEL') ?? 'App.Models.User.{id}').replace('{id}', String(adminId)),
  };
}

/** How often a lost connection is tried again once pusher-js reports it unavailable. */
const RETRY_MS = 2500;

export interface RealtimeOptions {
  adminId: number | string;
  token: string;
  onNotification: (payload: unknown) => void;
  onState: (state: RealtimeState) => void;
}

/** Connects and subscribes; returns the function that disconnects. */
export async function connectRealtime(options: RealtimeOptions): Promise<() => void> {
  const settings = realtimeSettings(import.meta.env as Env, window.location, options.adminId);
  if (!settings) {
    options.onState('off');
    return () => undefined;
  }
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: settings.key,
    cluster: settings.cluster,
    wsHost: settings.wsHost,
    wsPort: settings.wsPort,
    wssPort: settings.wsPort,
    forceTLS: settings.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // Say "unavailable" soon after the server went away (a restart), instead of after 10 s.
    unavailableTimeout: 2000,
    authEndpoint: settings.authEndpoint,
    auth: { headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' } },
  });
  const pusher = echo.connector.pusher;
  const connection = pusher.connection;
  // pusher-js keeps retrying on its own, but after a server restart its back-off can leave it
  // waiting well over ten seconds; while it is not connected, start a fresh attempt every few seconds.
  let retry: ReturnType<typeof setInterval> | null = null;
  const stopRetrying = () => {
    if (retry !== null) clearInterval(retry);
    retry = null;
  };
  const report = (state: string) => {
    if (state === 'connected') {
      stopRetrying();
      options.onState('connected');
    } else if (state === 'connecting' || state === 'initialized') {
      options.onState('connecting');
    } else {
      options.onState(state === 'failed' ? 'failed' : 'unavailable');
      if (state !== 'disconnected') {
        retry ??= setInterval(() => {
          if (connection.state === 'connected') return stopRetrying();
          pusher.disconnect();
          pusher.connect();
        }, RETRY_MS);
      }
    }
  };
  connection.bind('state_change', ({ current }: { current: string }) => report(current));
  report(connection.state);
  echo.private(settings.channel).notification((payload: unknown) => options.onNotification(payload));
  return () => {
    stopRetrying();
    connection.unbind('state_change');
    echo.disconnect();
  };
}
