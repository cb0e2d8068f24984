import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PusherConfig } from './config.js';

/** A Pusher socket id: two numbers joined by a dot. */
export const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

/** The private channel of one admin, as Laravel names a user model's channel. */
export function adminChannel(adminId: number): string {
  return `private-App.Models.User.${adminId}`;
}

/**
 * `key:signature`, the signature being the hex HMAC-SHA256 under the secret of `socket_id:channel`,
 * or for a presence channel `socket_id:channel:channel_data` (the member it admits).
 */
export function channelAuth(config: PusherConfig, socketId: string, channel: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  const signature = createHmac('sha256', config.secret).update(signed).digest('hex');
  return `${config.key}:${signature}`;
}

/** Whether two texts are equal, compared in constant time. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `auth` is what channelAuth gives for the socket, channel (and member), compared in constant time. */
export function verifyChannelAuth(config: PusherConfig, socketId: string, channel: string, auth: string, channelData?: string): boolean {
  return sameText(auth, channelAuth(config, socketId, channel, channelData));
}
