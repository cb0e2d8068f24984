import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PusherConfig } from './config.js';

/** A Pusher socket id: two numbers joined by a dot. */
export const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

/** The private channel of one admin, as Laravel names a user model's channel. */
export function adminChannel(adminId: number): string {
  return `private-App.Models.User.${adminId}`;
}

/** `key:signature`, the signature being the hex HMAC-SHA256 of `socket_id:channel` under the secret. */
export function channelAuth(config: PusherConfig, socketId: string, channel: string): string {
  const signature = createHmac('sha256', config.secret).update(`${socketId}:${channel}`).digest('hex');
  return `${config.key}:${signature}`;
}

/** Whether `auth` is what channelAuth gives for the socket and channel, compared in constant time. */
export function verifyChannelAuth(config: PusherConfig, socketId: string, channel: string, auth: string): boolean {
  const expected = Buffer.from(channelAuth(config, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
