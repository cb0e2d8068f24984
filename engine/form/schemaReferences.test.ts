import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import schemaReferences from './schemaReferences';

// The form library's two questions, answered as fast-uri answers them for the references a JSON
// Schema holds (absolute ids, fragments, relative paths).
const SAME: [string, string][] = [
  ['https://example.com/schemas/bank.json', 'https://example.com/schemas/bank.json'],
  ['HTTPS://Example.COM/schemas/bank.json', 'https://example.com/schemas/bank.json'],
  ['https://example.com/a/../schemas/bank.json', 'https://example.com/schemas/bank.json'],
  ['https://example.com:443/x', 'https://example.com/x'],
  ['urn:example:bank', 'urn:example:bank'],
  ['#/definitions/city', '#/definitions/city'],
];
const DIFFERENT: [string, string][] = [
  ['https://example.com/schemas/bank.json', 'https://example.com/schemas/city.json'],
  ['https://example.com/x#a', 'https://example.com/x#b'],
  ['#/definitions/city', '#/definitions/country'],
];
const RESOLVED: [string, string][] = [
  ['https://example.com/schemas/bank.json', '#/definitions/city'],
  ['https://example.com/schemas/bank.json', 'city.json'],
  ['https://example.com/schemas/bank.json', '../shared/city.json#/$defs/name'],
  ['https://example.com/schemas/bank.json#/x', 'https://other.example/y.json'],
  ['urn:example:bank', 'urn:example:city'],
];

describe('the schema references the form library resolves', () => {
  it('are the same where fast-uri finds them the same', () => {
    for (const [a, b] of SAME) expect([a, b, schemaReferences.equal(a, b)]).toEqual([a, b, fastUri.equal(a, b)]);
    for (const [a, b] of DIFFERENT) expect([a, b, schemaReferences.equal(a, b)]).toEqual([a, b, false]);
  });

  it('are made absolute against their base as fast-uri makes them', () => {
    for (const [base, reference] of RESOLVED) expect(schemaReferences.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
    // Without a base, or against a relative one, a fragment stays a reference into the same schema.
    expect(schemaReferences.resolve(undefined, '#/definitions/city')).toBe('#/definitions/city');
    expect(schemaReferences.resolve('bank.json', '#/definitions/city')).toBe(fastUri.resolve('bank.json', '#/definitions/city'));
  });
});
