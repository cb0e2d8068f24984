import { describe, expect, it } from 'vitest';
import { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
import banks from '../../descriptors/banks.json';
import cities from '../../descriptors/cities.json';
import reasons from '../../descriptors/cancellation-reasons.json';
import {
  clearDependents,
  clearInactive,
  clearRowDependents,
  rowDependentFields,
  dependentFields,
  formSchemaFor,
  formToBody,
  inactiveFields,
  initialValues,
  recordToForm,
  translateSchema,
  uiSchemaFor,
} from './formModel';

const banksArea = normalizeDescriptor('area', banks);
const citiesArea = normalizeDescriptor('area', cities);
const reasonsArea = normalizeDescriptor('area', reasons);

describe('form model', () => {
  it('starts a new record with the schema defaults (active on)', () => {
    expect(initialValues(formSchemaFor(banksArea, 'create'))).toEqual({ active: true });
  });

  it('leaves edit-only fields out of the create form (cancellation reasons have no switch there)', () => {
    expect(Object.keys(formSchemaFor(reasonsArea, 'create').properties)).not.toContain('active');
    expect(Object.keys(formSchemaFor(reasonsArea, 'edit').properties)).toContain('active');
    expect(initialValues(formSchemaFor(reasonsArea, 'create'))).toEqual({});
  });

  it('maps a record into the form, following load paths and the declared types', () => {
    const schema = formSchemaFor(citiesArea, 'edit');
    const record = { id: 9, name_ar: 'العليا', name_en: 'Olaya', active: 0, district: { id: '4', name: 'Riyadh', country: { id: 1 } } };
    expect(recordToForm(citiesArea, record, schema)).toEqual({ name_ar: 'العليا', name_en: 'Olaya', active: false, district_id: 4, country_id: 1 });
  });

  it('sends only the form fields, trimmed, switches as 1/0 and emptied fields empty', () => {
    const schema = formSchemaFor(banksArea, 'edit');
    expect(formToBody({ name_ar: ' بنك ', name_en: 'Bank ', country_id: 3, active: false, stray: 'x' }, schema)).toEqual({
      name_ar: 'بنك',
      name_en: 'Bank',
      country_id: '3',
      active: '0',
    });
  });

  it('clears a district when its country changes', () => {
    const dependents = dependentFields(citiesArea.form?.uiSchema);
    expect(dependents).toEqual({ country_id: ['district_id'] });
    expect(clearDependents({ country_id: 1, district_id: 4 }, { country_id: 2, district_id: 4 }, dependents)).toEqual({ country_id: 2 });
    expect(clearDependents({ country_id: 1, district_id: 4 }, { country_id: 1, district_id: 5 }, dependents)).toEqual({ country_id: 1, district_id: 5 });
  });

  it('shows a conditional field only while its condition holds, and never sends it otherwise', () => {
    const offers = normalizeDescriptor('area', {
      ...banks,
      form: {
        schema: { type: 'object' as const, properties: { offer_type: { type: 'string' }, product_id: { type: 'integer' }, service_id: { type: 'integer' } } },
        readOnlyOnEdit: ['offer_type'],
        conditions: [
          { field: 'product_id', when: { field: 'offer_type', equals: 'product' } },
          { field: 'service_id', when: { field: 'offer_type', equals: 'service' } },
        ],
      },
    });
    const values = { offer_type: 'product', product_id: 3, service_id: 9 };
    expect(uiSchemaFor(offers, 'create', values)).toEqual({ service_id: { 'ui:widget': 'hidden' } });
    expect(uiSchemaFor(offers, 'edit', values)).toEqual({ offer_type: { 'ui:readonly': true }, service_id: { 'ui:widget': 'hidden' } });
    expect(clearInactive(offers, 'create', values)).toEqual({ offer_type: 'product', product_id: 3 });
    const schema = formSchemaFor(offers, 'edit');
    expect(formToBody(values, schema, inactiveFields(offers, 'edit', values))).toEqual({ product_id: '3' });
    expect(formToBody(values, schema, inactiveFields(offers, 'create', values))).toEqual({ offer_type: 'product', product_id: '3' });
  });

  it("reads rows from a list in the record and sends every row's values as one list without repeats", () => {
    const packages = normalizeDescriptor('area', {
      ...banks,
      form: {
        schema: { type: 'object' as const, properties: { name_ar: { type: 'string' }, car_service: { type: 'array', items: { type: 'object' } } } },
        load: { car_service: { from: 'car_service', each: { service_type_id: 'id', service: 'service.id' } } },
        sendAs: { car_service: { field: 'service_id', from: 'service', unique: true } },
      },
    });
    const schema = formSchemaFor(packages, 'edit');
    const values = recordToForm(
      packages,
      {
        name_ar: 'باقة',
        car_service: [
          { id: 1, service: [{ id: 3 }, { id: 4 }] },
          { id: 2, service: [{ id: 4 }, { id: 9 }] },
        ],
      },
      schema,
    );
    expect(values).toEqual({
      name_ar: 'باقة',
      car_service: [
        { service_type_id: 1, service: [3, 4] },
        { service_type_id: 2, service: [4, 9] },
      ],
    });
    expect(formToBody(values, schema, new Set(), packages.form?.sendAs)).toEqual({ name_ar: 'باقة', service_id: ['3', '4', '9'] });
  });

  it("clears a row's services when that row's service type changes", () => {
    const deps = rowDependentFields({
      car_service: { items: { service: { 'ui:widget': 'multiLookup', 'ui:options': { source: { path: 'main/all-services', query: { service_type_id: '{service_type_id}' } } } } } },
    });
    expect(deps).toEqual({ car_service: { service_type_id: ['service'] } });
    const previous = {
      car_service: [
        { service_type_id: 1, service: [3] },
        { service_type_id: 2, service: [5] },
      ],
    };
    const next = {
      car_service: [
        { service_type_id: 1, service: [3] },
        { service_type_id: 4, service: [5] },
      ],
    };
    expect(clearRowDependents(previous, next, deps)).toEqual({ car_service: [{ service_type_id: 1, service: [3] }, { service_type_id: 4 }] });
  });

  it('reads a list into a single choice and sends a single choice as a list when asked', () => {
    const providers = normalizeDescriptor('area', {
      ...banks,
      form: { schema: { type: 'object' as const, properties: { city_id: { type: 'integer' }, name: { type: 'string' } } }, load: { city_id: 'cities.id' }, sendAsList: ['city_id'] },
    });
    const schema = formSchemaFor(providers, 'edit');
    const values = recordToForm(providers, { name: 'P', cities: [{ id: 7 }, { id: 9 }] }, schema);
    expect(values).toEqual({ name: 'P', city_id: 7 });
    expect(formToBody(values, schema, new Set(), {}, providers.form?.sendAsList)).toEqual({ name: 'P', city_id: ['7'] });
  });

  it('translates titles but not field names', () => {
    const translated = translateSchema({ type: 'object', properties: { title: { type: 'string', title: 'k.title' } } }, (k) => `T(${k})`);
    expect(translated).toEqual({ type: 'object', properties: { title: { type: 'string', title: 'T(k.title)' } } });
  });
});
