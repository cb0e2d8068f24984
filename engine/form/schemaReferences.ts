/**
 * The two things the form library (@rjsf/utils, findSchemaDefinition) asks of fast-uri: whether
 * two schema ids are the same, and a `$ref` made absolute against the `$id` around it. Both are
 * reached only by a schema with `$id` or `$ref`, which the dashboard's forms never have (their
 * schemas are made from descriptors); fast-uri's general URI parser was 22 KB of every form's
 * first load for that. vite.config.ts puts this in its place; the test compares the two.
 */

/** A reference as an absolute address where it is one (scheme and host lower-cased, dots resolved), else as written. */
function normal(reference: string): string {
  try {
    return new URL(reference).href;
  } catch {
    return reference;
  }
}

/** Whether two references name the same schema. */
function equal(a: string, b: string): boolean {
  return typeof a === 'string' && typeof b === 'string' && normal(a) === normal(b);
}

/** A reference made absolute against a base, as RFC 3986 says; against a relative base, a fragment replaces the base's own. */
function resolve(base: string | undefined, reference: string): string {
  if (base === undefined || base === '') return reference;
  try {
    return new URL(reference, base).href;
  } catch {
    return reference.startsWith('#') ? `${base.split('#')[0]}${reference}` : reference;
  }
}

const schemaReferences = { equal, resolve };
export default schemaReferences;
