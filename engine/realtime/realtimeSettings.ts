/**
 * Where the real-time connection goes, by Laravel's own conventions: the private channel
 * App.Models.User.{id}, authorised at /broadcasting/auth with the bearer token. The same client
 * works against the reference server, Pusher, Soketi or Laravel Reverb; only the VITE_PUSHER_*
 * settings change. The connection itself is engine/realtime/realtimeClient.ts.
 */

interface RealtimeSettings {
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
