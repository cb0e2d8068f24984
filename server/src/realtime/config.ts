import { randomBytes } from 'node:crypto';

/**
 * The Pusher Channels application the server speaks for. The id and key are public (the
 * dashboard's build carries the key) and shared with it, so a local run needs no settings. The
 * secret never leaves the server (broadcasting/auth signs with it): without PUSHER_APP_SECRET a
 * random one is drawn at each start, never a fixed one anybody could sign with.
 */
export const DEFAULT_PUSHER_APP_ID = 'marketplace';
export const DEFAULT_PUSHER_APP_KEY = 'dashboard-key';

/** Seconds of silence after which a client pings; the server checks liveness as often. */
export const ACTIVITY_TIMEOUT_SECONDS = 30;

/** Channels one socket may hold: the dashboard needs one. */
export const MAX_CHANNELS_PER_SOCKET = 100;
/**
 * Open sockets one address may hold without a private subscription (a tab between connecting
 * and subscribing, or a socket nobody signed for): enough for a busy office behind one address,
 * too few to wear the server down.
 */
export const MAX_IDLE_SOCKETS_PER_ADDRESS = 20;
/** Sockets one admin may hold channels on (over every address): a tab each, and more tabs than anyone opens. */
export const MAX_SOCKETS_PER_ADMIN = 20;
/**
 * Presence joins one admin may make in a minute (over every socket): each one tells every other
 * admin on the record, so joining and leaving in a loop would flood them.
 */
export const MAX_PRESENCE_JOINS_PER_MINUTE = 30;

export interface PusherConfig {
  readonly appId: string;
  readonly key: string;
  readonly secret: string;
  /** The secret was drawn at start (PUSHER_APP_SECRET unset). */
  readonly randomSecret: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** PUSHER_APP_ID and PUSHER_APP_KEY with their defaults; PUSHER_APP_SECRET, or a random one. */
export function readPusherConfig(env: Env = process.env): PusherConfig {
  const secret = setting(env, 'PUSHER_APP_SECRET');
  return {
    appId: setting(env, 'PUSHER_APP_ID') ?? DEFAULT_PUSHER_APP_ID,
    key: setting(env, 'PUSHER_APP_KEY') ?? DEFAULT_PUSHER_APP_KEY,
    secret: secret ?? randomBytes(32).toString('hex'),
    randomSecret: secret === undefined,
  };
}
