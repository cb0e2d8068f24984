/**
 * The Pusher Channels application the server speaks for. The defaults are shared with the
 * dashboard's build, so a local run needs no settings; a deployment sets its own secret.
 */
export const DEFAULT_PUSHER_APP_ID = 'marketplace';
export const DEFAULT_PUSHER_APP_KEY = 'dashboard-key';
export const DEFAULT_PUSHER_APP_SECRET = 'dashboard-secret';

/** Seconds of silence after which a client pings; the server checks liveness as often. */
export const ACTIVITY_TIMEOUT_SECONDS = 30;

export interface PusherConfig {
  readonly appId: string;
  readonly key: string;
  readonly secret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function setting(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET, each with its default. */
export function readPusherConfig(env: Env = process.env): PusherConfig {
  return {
    appId: setting(env, 'PUSHER_APP_ID', DEFAULT_PUSHER_APP_ID),
    key: setting(env, 'PUSHER_APP_KEY', DEFAULT_PUSHER_APP_KEY),
    secret: setting(env, 'PUSHER_APP_SECRET', DEFAULT_PUSHER_APP_SECRET),
  };
}
