import { carCategoryFields, carModelFields, offerFields, productFields, serviceFields, serviceTypeFields } from './catalogue-fields.js';
import { selectColumns, writableColumns, type RowOf } from './field-table.js';
import type { ReferenceTable } from './reference-tables.js';

/** The catalogue: service types, services, products, offers, car models and car packages. */

export type ServiceTypeRow = RowOf<typeof serviceTypeFields.fields>;

export type ServiceRow = RowOf<typeof serviceFields.fields> & {
  service_type_name_ar: string;
  service_type_name_en: string;
};

export type ProductRow = RowOf<typeof productFields.fields>;

export type OfferRow = RowOf<typeof offerFields.fields> & {
  product_name_ar: string | null;
  product_name_en: string | null;
  service_name_ar: string | null;
  service_name_en: string | null;
  /** The price of the product or service the offer discounts. */
  target_price: number;
};

export type CarModelRow = RowOf<typeof carModelFields.fields>;

export type CarCategoryRow = RowOf<typeof carCategoryFields.fields> & {
  car_model_name_ar: string;
  car_model_name_en: string;
  region_name_ar: string | null;
  region_name_en: string | null;
  /** JSON list of the linked services with their service types. */
  services_json: string;
};

const NAMED = ['name_ar', 'name_en'] as const;

export const serviceTypesTable: ReferenceTable<ServiceTypeRow> = {
  table: 'service_types',
  select: `SELECT ${selectColumns(serviceTypeFields)} FROM service_types`,
  writable: writableColumns(serviceTypeFields),
  searchable: NAMED,
  exact: [],
  indexes: {
    service_types_name_ar: 'service_types(name_ar)',
    service_types_name_en: 'service_types(name_en)',
  },
  sortable: { name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [{ table: 'services', column: 'service_type_id', label: { ar: 'الخدمات', en: 'services' } }],
};

export const servicesTable: ReferenceTable<ServiceRow> = {
  table: 'services',
  select: `SELECT ${selectColumns(serviceFields, 's')},
      t.name_ar AS service_type_name_ar, t.name_en AS service_type_name_en
    FROM services s JOIN service_types t ON t.id = s.service_type_id`,
  plain: `SELECT ${selectColumns(serviceFields)} FROM services`,
  writable: writableColumns(serviceFields),
  searchable: NAMED,
  exact: ['active', 'service_type_id'],
  indexes: {
    services_active: 'services(active)',
    services_name_ar: 'services(name_ar)',
    services_name_en: 'services(name_en)',
    services_price: 'services(price)',
    services_expected_time: 'services(expected_time)',
    services_moving: 'services(moving_in_minutes)',
  },
  sortable: { name: { ar: 'name_ar', en: 'name_en' }, price: 'price', expected_time: 'expected_time', moving_in_minutes: 'moving_in_minutes' },
  fullText: NAMED,
  dependents: [
    { table: 'offers', column: 'service_id', label: { ar: 'العروض', en: 'offers' } },
    { table: 'car_category_services', column: 'service_id', label: { ar: 'باقات السيارات', en: 'car packages' } },
  ],
};

export const productsTable: ReferenceTable<ProductRow> = {
  table: 'products',
  select: `SELECT ${selectColumns(productFields)} FROM products`,
  writable: writableColumns(productFields),
  searchable: NAMED,
  exact: ['active'],
  indexes: {
    products_active: 'products(active)',
    products_name_ar: 'products(name_ar)',
    products_name_en: 'products(name_en)',
    products_price: 'products(price)',
  },
  sortable: { name: { ar: 'name_ar', en: 'name_en' }, price: 'price' },
  fullText: NAMED,
  dependents: [
    { table: 'offers', column: 'product_id', label: { ar: 'العروض', en: 'offers' } },
    { table: 'booking_products', column: 'product_id', label: { ar: 'الحجوزات', en: 'bookings' } },
  ],
};

export const offersTable: ReferenceTable<OfferRow> = {
  table: 'offers',
  select: `SELECT ${selectColumns(offerFields, 'o')},
      p.name_ar AS product_name_ar, p.name_en AS product_name_en,
      s.name_ar AS service_name_ar, s.name_en AS service_name_en,
      CASE o.offer_type WHEN 'product' THEN p.price ELSE s.price END AS target_price
    FROM offers o LEFT JOIN products p ON p.id = o.product_id LEFT JOIN services s ON s.id = o.service_id`,
  writable: writableColumns(offerFields),
  searchable: ['product_name_ar', 'product_name_en', 'service_name_ar', 'service_name_en'],
  exact: ['active', 'offer_type', 'product_id', 'service_id'],
  indexes: {
    offers_active: 'offers(active)',
    offers_offer_type: 'offers(offer_type)',
    offers_from_date: 'offers(from_date)',
    offers_to_date: 'offers(to_date)',
    offers_percentage: 'offers(percentage)',
  },
  sortable: { id: 'id', from_date: 'from_date', to_date: 'to_date', percentage: 'percentage' },
  dependents: [],
};

export const carModelsTable: ReferenceTable<CarModelRow> = {
  table: 'car_models',
  select: `SELECT ${selectColumns(carModelFields)} FROM car_models`,
  writable: writableColumns(carModelFields),
  searchable: NAMED,
  exact: ['active'],
  indexes: {
    car_models_active: 'car_models(active)',
    car_models_name_ar: 'car_models(name_ar)',
    car_models_name_en: 'car_models(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [{ table: 'car_categories', column: 'car_model_id', label: { ar: 'باقات السيارات', en: 'car packages' } }],
};

export const carCategoriesTable: ReferenceTable<CarCategoryRow> = {
  table: 'car_categories',
  select: `SELECT ${selectColumns(carCategoryFields, 'c')},
      m.name_ar AS car_model_name_ar, m.name_en AS car_model_name_en,
      d.name_ar AS region_name_ar, d.name_en AS region_name_en,
      (SELECT json_group_array(json_object(
          'id', s.id, 'name_ar', s.name_ar, 'name_en', s.name_en,
          'type_id', t.id, 'type_name_ar', t.name_ar, 'type_name_en', t.name_en))
        FROM car_category_services l
          JOIN services s ON s.id = l.service_id
          JOIN service_types t ON t.id = s.service_type_id
        WHERE l.car_category_id = c.id) AS services_json
    FROM car_categories c
      JOIN car_models m ON m.id = c.car_model_id
      LEFT JOIN districts d ON d.id = c.region_id`,
  writable: writableColumns(carCategoryFields),
  searchable: NAMED,
  exact: ['active', 'car_model_id', 'region_id'],
  indexes: {
    car_categories_active: 'car_categories(active)',
    car_categories_name_ar: 'car_categories(name_ar)',
    car_categories_name_en: 'car_categories(name_en)',
  },
  sortable: { id: 'id', name_ar: 'name_ar', name_en: 'name_en' },
  fullText: NAMED,
  dependents: [],
  links: { services: { table: 'car_category_services', owner: 'car_category_id', target: 'service_id' } },
};
