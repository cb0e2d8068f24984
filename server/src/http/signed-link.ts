import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The query fields a signed link adds to the ones it protects. */
export const EXPIRES_PARAM = 'expires';
export const SIGNATURE_PARAM = 'signature';

/** The fields in a fixed order, so that the same query always signs the same way. */
function canonical(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

/**
 * Links that work without a session for a while (a download opened in a new browser tab): the
 * query carries an expiry time (unix seconds) and an HMAC-SHA256 of every other field, so that a
 * changed filter, language or expiry is refused.
 */
export class LinkSigner {
  private readonly key: Buffer;

  /** Without a secret, a random one: links then stop working when the server restarts. */
  constructor(secret: string | undefined) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  private signature(fields: Readonly<Record<string, string>>): string {
    return createHmac('sha256', this.key).update(canonical(fields)).digest('hex');
  }

  /** The query string of a link to `fields`, valid for `lifetimeMs`. */
  sign(fields: Readonly<Record<string, string>>, lifetimeMs: number, now: number = Date.now()): string {
    const signed = { ...fields, [EXPIRES_PARAM]: String(Math.floor((now + lifetimeMs) / 1000)) };
    return `${canonical(signed)}&${SIGNATURE_PARAM}=${this.signature(signed)}`;
  }

  /**
   * The fields of a query signed here and not yet expired (without `expires` and `signature`);
   * undefined for anything else, a field sent twice included.
   */
  verify(query: unknown, now: number = Date.now()): Record<string, string> | undefined {
    if (typeof query !== 'object' || query === null) return undefined;
    const fields: Record<string, string> = {};
    let given: string | undefined;
    for (const [name, value] of Object.entries(query)) {
      if (typeof value !== 'string') return undefined;
      if (name === SIGNATURE_PARAM) given = value;
      else fields[name] = value;
    }
    const expires = fields[EXPIRES_PARAM];
    if (!given || !/^[0-9a-f]{64}$/.test(given) || !expires || !/^\d{1,12}$/.test(expires)) {
      return undefined;
    }
    const expected = Buffer.from(this.signature(fields), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return undefined;
    if (Number(expires) * 1000 <= now) return undefined;
    delete fields[EXPIRES_PARAM];
    return fields;
  }
}
