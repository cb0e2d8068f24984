import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which reverse proxies may name the client's address (X-Forwarded-For), so that the
 * per-address limits of sign-in and password reset count clients, not the proxy. Either how many
 * proxies stand in front (`1`), or the proxies' addresses and ranges (`10.0.0.1, 10.1.0.0/16`).
 * Unset, nobody is trusted: the socket's address counts. `true` (trust anyone) is refused, since
 * any client could then pick its own address and step around every limit.
 */
export type TrustProxy = false | number | string;

export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY: "${value}" proxies is not a number from 1 to 10`);
    return hops;
  }
  const entries = value.split(/[\s,]+/).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (bits === 0 || !prefixOk || rest.length > 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or range (write the proxies' addresses, e.g. 10.0.0.1 or 10.1.0.0/16, or how many there are)`);
    }
  }
  return entries.join(',');
}
