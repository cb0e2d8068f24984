import { fieldTable } from './field-table.js';
import type { DataStore } from './store.js';
import { nameColumns } from './reference-fields.js';

/** The field tables of the catalogue's areas (see field-table.ts), each in the order its checks run. */

const DESCRIPTION_MAX = 2000;
const PRICE_MAX = 1_000_000;
const MINUTES_MAX = 24 * 60;

export const OFFER_TYPES = ['product', 'service'] as const;

/** The catalogue's switch, sent as `status`. */
const status = { kind: 'active', name: 'status' } as const;

const price = { kind: 'number', name: 'price', required: true, min: 0, max: PRICE_MAX } as const;

// Names are fixed by the marketplace; only the picture and the descriptions change.
export const serviceTypeFields = fieldTable('service_types', [
  { kind: 'stored', column: 'name_ar', type: 'TEXT', notNull: true },
  { kind: 'stored', column: 'name_en', type: 'TEXT', notNull: true },
  { kind: 'image', name: 'image_data', column: 'image' },
  { kind: 'text', name: 'description_ar', required: true, max: DESCRIPTION_MAX, default: "''" },
  { kind: 'text', name: 'description_en', required: true, max: DESCRIPTION_MAX, default: "''" },
]);

export const serviceFields = fieldTable('services', [
  ...nameColumns,
  { kind: 'reference', name: 'service_type_id', required: true, references: { table: 'service_types', onDelete: 'RESTRICT' } },
  price,
  { kind: 'number', name: 'expected_time', required: true, min: 1, max: MINUTES_MAX, integer: true },
  { kind: 'number', name: 'moving_in_minutes', required: false, min: 0, max: MINUTES_MAX, integer: true, createDefault: 0 },
  status,
]);

export const productFields = fieldTable('products', [
  { kind: 'image', name: 'image_data', column: 'image', notNull: true },
  ...nameColumns,
  price,
  { kind: 'text', name: 'desc_ar', column: 'description_ar', required: true, max: DESCRIPTION_MAX },
  { kind: 'text', name: 'desc_en', column: 'description_en', required: true, max: DESCRIPTION_MAX },
  status,
]);

export const offerFields = fieldTable(
  'offers',
  [
    { kind: 'date', name: 'from_date', required: true, notBeforeToday: true },
    { kind: 'date', name: 'to_date', required: true, notBeforeToday: true },
    { kind: 'choice', name: 'offer_type', values: OFFER_TYPES },
    // The offer type decides which target is read; the other one is cleared.
    {
      kind: 'reference',
      name: 'product_id',
      required: true,
      notNull: false,
      references: { table: 'products', onDelete: 'RESTRICT' },
      onlyWhen: (fields) => fields['offer_type'] === 'product',
    },
    {
      kind: 'reference',
      name: 'service_id',
      required: true,
      notNull: false,
      references: { table: 'services', onDelete: 'RESTRICT' },
      onlyWhen: (fields) => fields['offer_type'] === 'service',
    },
    { kind: 'number', name: 'percentage', required: true, min: 1, max: 99, percent: true },
    status,
  ],
  { checks: ["(offer_type = 'product') = (product_id IS NOT NULL)", "(offer_type = 'service') = (service_id IS NOT NULL)"] },
);

export const carModelFields = fieldTable('car_models', [...nameColumns, status]);

export const carCategoryFields = fieldTable('car_categories', [
  ...nameColumns,
  { kind: 'reference', name: 'car_model_id', required: true, references: { table: 'car_models', onDelete: 'RESTRICT' } },
  { kind: 'reference', name: 'region_id', required: false, references: { table: 'districts', onDelete: 'RESTRICT' } },
  {
    kind: 'links',
    name: 'service_id',
    link: 'services',
    min: 1,
    // Typed by hand: the store's own types are read from these tables.
    missing: (store: DataStore, ids: readonly number[]): number[] => ids.filter((id) => !store.catalogue.services.exists(id)),
  },
  status,
]);

/** The catalogue's field tables, as the schema declares them. */
export const catalogueFieldTables = [serviceTypeFields, serviceFields, productFields, offerFields, carModelFields, carCategoryFields] as const;
