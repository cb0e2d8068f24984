import type { Area, Menu, Notifications } from './descriptor.types';
import { descriptorDefaults } from './descriptorDefaults';
import { completeArea } from './completeArea.mjs';
import { isRecord } from '../answers/answers';

// A descriptor says only what differs from the engine schema's defaults ("cell": "text" goes
// without saying). It is completed once, here, when the dashboard loads it, so the rest of the
// engine reads every property the schema gives a default without a fallback of its own.
//
// The defaults come from the schema through a table generated with the types (`npm run
// schema:types`, engine/cli/generateTypes.mjs): the dashboard compiles no schema in the browser,
// whose Content-Security-Policy forbids it. They are filled in as Ajv's `useDefaults` fills them
// for the descriptor checker, and a test holds the two to the same result for every descriptor.

/** Where defaults are in one place of a descriptor. */
interface DefaultsNode {
  /** Values for the properties a descriptor leaves out. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Properties holding further defaults. */
  properties?: Readonly<Record<string, DefaultsPlace>>;
  /** Each item of a list. */
  items?: DefaultsPlace;
  /** Each value of a map: every property but the declared ones and those "valuesExcept" matches. */
  values?: DefaultsPlace;
  declared?: readonly string[];
  valuesExcept?: readonly string[];
}

/** A place described here, or by the name of a definition of the table. */
type DefaultsPlace = DefaultsNode | string;
export type DefaultsTable = Readonly<Record<string, DefaultsNode>>;

export interface DescriptorKinds {
  area: Area;
  menu: Menu;
  notifications: Notifications;
}

function fill(place: DefaultsPlace, value: unknown, table: DefaultsTable): void {
  const node = typeof place === 'string' ? table[place] : place;
  if (!node) return;
  if (Array.isArray(value)) {
    if (node.items) for (const item of value) fill(node.items, item, table);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, fallback] of Object.entries(node.defaults ?? {})) {
    if (value[key] === undefined) value[key] = structuredClone(fallback);
  }
  for (const [key, inner] of Object.entries(node.properties ?? {})) {
    if (value[key] !== undefined) fill(inner, value[key], table);
  }
  if (node.values) {
    const except = (node.valuesExcept ?? []).map((pattern) => new RegExp(pattern, 'u'));
    for (const [key, inner] of Object.entries(value)) {
      if (!node.declared?.includes(key) && !except.some((pattern) => pattern.test(key))) fill(node.values, inner, table);
    }
  }
}

/**
 * A descriptor of the given kind with every default of the engine schema filled in, and an area
 * completed with what it says once (completeArea.mjs): a copy, the written one stays as it is.
 * It is not checked here: the build and `npm run validate:descriptors` refuse a descriptor that
 * does not fit the schema.
 */
export function normalizeDescriptor<K extends keyof DescriptorKinds>(kind: K, written: object, table: DefaultsTable = descriptorDefaults): DescriptorKinds[K] {
  const copy: unknown = structuredClone(written);
  fill(kind, copy, table);
  return (kind === 'area' ? completeArea(copy) : copy) as DescriptorKinds[K];
}
