import { carCategoryFields, carModelFields, OFFER_TYPES, offerFields, productFields, serviceFields, serviceTypeFields } from '../db/catalogue-fields.js';
import type { CarCategoryRow, OfferRow } from '../db/catalogue-tables.js';
import { rulesOf } from '../db/field-table.js';
import type { JsonObject } from '../http/json.js';
import type { Lang } from '../i18n/lang.js';
import { labels } from '../validation/labels.js';
import { thumbnailPath } from '../uploads/images.js';
import { link, localized } from './definitions.js';
import { catalogueRoutes, defineReferenceArea, statusNumber, type FilterRule, type ReferenceArea } from './reference-area.js';

const keywordAndStatus: readonly FilterRule[] = [
  { kind: 'search', param: 'keyword' },
  { kind: 'flag', param: 'status', column: 'active' },
];

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `15%`, `12.5%`: how offers answer their percentage. */
export function percentText(value: number): string {
  return `${Number.isInteger(value) ? value : money(value)}%`;
}

export const serviceTypesArea = defineReferenceArea({
  parent: 'serviceTypes',
  routes: {
    style: 'query',
    idParam: 'service_type_id',
    list: 'main/service-type',
    show: 'main/show-service-type',
    update: 'main/update-service-type',
  },
  repository: (store) => store.catalogue.serviceTypes,
  fields: rulesOf(serviceTypeFields),
  filters: [{ kind: 'search', param: 'keyword' }],
  lookupMode: true,
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    service_image: row.image,
    service_image_thumb: thumbnailPath(row.image),
    description: lang === 'ar' ? row.description_ar : row.description_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
  }),
});

export const servicesArea = defineReferenceArea({
  parent: 'services',
  keepsDeleted: true,
  routes: catalogueRoutes('service', 'services', 'service_id'),
  activation: { via: 'main', type: 'service' },
  repository: (store) => store.catalogue.services,
  fields: rulesOf(serviceFields),
  filters: [...keywordAndStatus, { kind: 'id', param: 'service_type_id' }],
  present: (row, { lang }) => {
    const serviceType = link(row.service_type_id, row.service_type_name_ar, row.service_type_name_en, lang);
    return {
      id: row.id,
      name: localized(row, lang),
      name_ar: row.name_ar,
      name_en: row.name_en,
      service_type: serviceType,
      service_type_name: lang === 'ar' ? row.service_type_name_ar : row.service_type_name_en,
      price: row.price,
      expected_time: row.expected_time,
      moving_in_minutes: row.moving_in_minutes,
      total_expected_time: row.expected_time + row.moving_in_minutes,
      status: row.active === 1,
    };
  },
});

export const productsArea = defineReferenceArea({
  parent: 'products',
  keepsDeleted: true,
  routes: catalogueRoutes('product', 'products', 'product_id'),
  activation: { via: 'main', type: 'product' },
  repository: (store) => store.catalogue.products,
  fields: rulesOf(productFields),
  filters: keywordAndStatus,
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    product_image: row.image,
    product_image_thumb: thumbnailPath(row.image),
    description: lang === 'ar' ? row.description_ar : row.description_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    price: row.price,
    status: row.active === 1,
  }),
});

function presentOffer(row: OfferRow, lang: Lang): JsonObject {
  const before = money(row.target_price);
  const discount = money((before * row.percentage) / 100);
  return {
    id: row.id,
    from_date: row.from_date,
    to_date: row.to_date,
    offer_type: row.offer_type,
    product: link(row.product_id, row.product_name_ar, row.product_name_en, lang),
    service: link(row.service_id, row.service_name_ar, row.service_name_en, lang),
    percentage: percentText(row.percentage),
    price_before_discount: before,
    price_after_discount: money(before - discount),
    discount_value: discount,
    status: statusNumber(row.active),
  };
}

export const offersArea = defineReferenceArea({
  parent: 'offers',
  keepsDeleted: true,
  routes: catalogueRoutes('offer', 'offers', 'offer_id'),
  activation: { via: 'main', type: 'offer' },
  repository: (store) => store.catalogue.offers,
  fields: rulesOf(offerFields),
  filters: [
    { kind: 'id', param: 'product_id' },
    { kind: 'id', param: 'service_id' },
    { kind: 'choice', param: 'offer_type', values: OFFER_TYPES },
    { kind: 'flag', param: 'status', column: 'active' },
  ],
  check: (values, { validator }) => {
    const from = values['from_date'];
    const to = values['to_date'];
    if (typeof from === 'string' && typeof to === 'string' && to < from) {
      validator.reject('to_date', labels.to_date, 'afterOrEqual', { other: labels.from_date[validator.lang] });
    }
  },
  present: (row, { lang }) => presentOffer(row, lang),
});

export const carModelsArea = defineReferenceArea({
  parent: 'carModel',
  keepsDeleted: true,
  routes: catalogueRoutes('carModel', 'carModels', 'car_model_id'),
  activation: { via: 'main', type: 'car-model' },
  repository: (store) => store.catalogue.carModels,
  fields: rulesOf(carModelFields),
  filters: keywordAndStatus,
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    status: statusNumber(row.active),
  }),
});

interface LinkedService {
  id: number;
  name_ar: string;
  name_en: string;
  type_id: number;
  type_name_ar: string;
  type_name_en: string;
}

/** The package's services grouped under their service types, both in id order. */
function carServices(row: CarCategoryRow, lang: Lang): JsonObject[] {
  const services = (JSON.parse(row.services_json) as LinkedService[]).sort((a, b) => a.type_id - b.type_id || a.id - b.id);
  const groups = new Map<number, JsonObject & { service: JsonObject[] }>();
  for (const service of services) {
    let group = groups.get(service.type_id);
    if (!group) {
      group = {
        id: service.type_id,
        name: lang === 'ar' ? service.type_name_ar : service.type_name_en,
        service: [],
      };
      groups.set(service.type_id, group);
    }
    group.service.push({ id: service.id, name: lang === 'ar' ? service.name_ar : service.name_en });
  }
  return [...groups.values()];
}

export const carCategoriesArea = defineReferenceArea({
  parent: 'carCategory',
  keepsDeleted: true,
  routes: catalogueRoutes('carCategory', 'carCategories', 'car_category_id'),
  activation: { via: 'main', type: 'car-category' },
  repository: (store) => store.catalogue.carCategories,
  fields: rulesOf(carCategoryFields),
  filters: [...keywordAndStatus, { kind: 'id', param: 'region_id' }, { kind: 'id', param: 'car_model_id' }],
  present: (row, { lang }) => ({
    id: row.id,
    name: localized(row, lang),
    name_ar: row.name_ar,
    name_en: row.name_en,
    car_model: link(row.car_model_id, row.car_model_name_ar, row.car_model_name_en, lang),
    region: link(row.region_id, row.region_name_ar, row.region_name_en, lang),
    car_service: carServices(row, lang),
    status: statusNumber(row.active),
  }),
});

/** The catalogue's areas, all on the main/... calls. */
export const catalogueAreas: readonly ReferenceArea[] = [serviceTypesArea, servicesArea, productsArea, offersArea, carModelsArea, carCategoriesArea];
