// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LinkSigner } from './signed-link.js';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2030, 5, 15, 12, 0, 0);

/** A query string as Fastify hands it over: one string per key, a list for a repeated key. */
function parsed(query: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const before = fields[key];
    fields[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

describe('LinkSigner', () => {
  const signer = new LinkSigner('secret');

  it('answers the signed fields of a fresh link, whatever their order', () => {
    const query = signer.sign({ type: 'finished', name: 'شركة', lang: 'ar' }, HOUR, NOW);
    expect(query).toMatch(/expires=\d+&.*signature=[0-9a-f]{64}$/);
    expect(signer.verify(parsed(query), NOW + HOUR - 1000)).toEqual({ type: 'finished', name: 'شركة', lang: 'ar' });
    const reordered = query.split('&').reverse().join('&');
    expect(signer.verify(parsed(reordered), NOW)).toEqual({ type: 'finished', name: 'شركة', lang: 'ar' });
  });

  it('refuses an expired, changed, extended or repeated link, and another secret', () => {
    const query = signer.sign({ type: 'finished' }, HOUR, NOW);
    expect(signer.verify(parsed(query), NOW + HOUR)).toBeUndefined();
    expect(signer.verify(parsed(query.replace('finished', 'in_progress')), NOW)).toBeUndefined();
    expect(signer.verify(parsed(`${query}&name=x`), NOW)).toBeUndefined();
    expect(signer.verify(parsed(`${query}&type=finished`), NOW)).toBeUndefined();
    expect(signer.verify(parsed(query.replace(/&signature=.*$/, '')), NOW)).toBeUndefined();
    expect(signer.verify(parsed(query.replace(/signature=.*$/, 'signature=zz')), NOW)).toBeUndefined();
    expect(new LinkSigner('other').verify(parsed(query), NOW)).toBeUndefined();
    expect(signer.verify(undefined, NOW)).toBeUndefined();
  });

  it('draws a random secret when none is given', () => {
    const query = new LinkSigner(undefined).sign({ type: 'finished' }, HOUR, NOW);
    expect(new LinkSigner(undefined).verify(parsed(query), NOW)).toBeUndefined();
  });
});
