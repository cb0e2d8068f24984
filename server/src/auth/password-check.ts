import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Lang } from '../i18n/lang.js';
import { t, type MessageKey } from '../i18n/messages.js';
import { hashPassword, verifyPassword } from './password.js';
import { SignInThrottle, type SignInRefusal, type SignInTry } from './rate-limit.js';

/** A 429 with the seconds to wait in `Retry-After` and in the message. */
export function tooMany(reply: FastifyReply, lang: Lang, key: MessageKey, seconds: number): HttpError {
  void reply.header('Retry-After', String(seconds));
  return new HttpError(429, t(lang, key, { minutes: Math.ceil(seconds / 60) }));
}

/** Lets an unknown email cost as much as a wrong password, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword('decoy password that never matches');
  return dummyHash;
}

function refused(attempt: SignInTry | SignInRefusal): attempt is SignInRefusal {
  return 'retryAfter' in attempt;
}

/**
 * Every check of a secret an admin proves who they are with (the sign-in password, the current
 * password of the profile and of a confirmation, a two-factor code) goes through one throttle per
 * server, per email and client address: a wrong answer anywhere counts against the others.
 */
export class SecretChecks {
  readonly throttle: SignInThrottle;

  constructor(throttle: SignInThrottle = new SignInThrottle()) {
    this.throttle = throttle;
  }

  /**
   * Runs `check` as one counted try, or throws 429 with `Retry-After` when the email and address
   * have had too many, or too many are being checked right now.
   */
  async counted(request: FastifyRequest, reply: FastifyReply, email: string, check: () => Promise<boolean> | boolean): Promise<boolean> {
    const attempt = this.throttle.begin(email, request.ip);
    if (refused(attempt)) throw tooMany(reply, request.lang, attempt.busy ? 'signInBusy' : 'tooManyAttempts', attempt.retryAfter);
    let right = false;
    try {
      right = await check();
      return right;
    } finally {
      attempt.settle(right);
    }
  }

  /** Whether the password is the account's, as a counted try; no account costs the same time. */
  password(request: FastifyRequest, reply: FastifyReply, email: string, password: string, storedHash: string | undefined): Promise<boolean> {
    return this.counted(request, reply, email, async () => {
      const matches = await verifyPassword(password, storedHash ?? (await decoyHash()));
      return matches && storedHash !== undefined;
    });
  }
}

const perServer = new WeakMap<object, SecretChecks>();

/** The checks of one running server (keyed by its context, so every route group shares them). */
export function secretChecksOf(server: object): SecretChecks {
  let checks = perServer.get(server);
  if (!checks) {
    checks = new SecretChecks();
    perServer.set(server, checks);
  }
  return checks;
}
