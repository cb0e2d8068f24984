import { describe, expect, it } from 'vitest';
import { checkDescriptors, formatProblem, loadContext, readDescriptorFiles } from './checkDescriptors.mjs';

const context = loadContext();
const product = readDescriptorFiles();

describe('a descriptor of a kind the engine does not have', () => {
  // "toString" and "constructor" are properties every object inherits: they name no validator either.
  it.each(['report', 'toString', 'constructor'])('is refused when its kind is "%s"', (kind) => {
    const files = [...product, { file: 'descriptors/odd.json', text: `{ "kind": "${kind}" }` }];
    expect(checkDescriptors(files, context).map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^descriptors/odd\\.json:1:11 /kind unknown descriptor kind "${kind}"`))]);
  });
});

describe('a descriptor whose shape is wrong where descriptors are compared with each other', () => {
  /** The product's descriptors with one of them changed. */
  function withChanged(file: string, change: (content: Record<string, unknown>) => void) {
    return product.map((entry) => {
      if (entry.file !== file) return entry;
      const content = JSON.parse(entry.text) as Record<string, unknown>;
      change(content);
      return { file, text: JSON.stringify(content, null, 2) };
    });
  }

  it('is reported, not a crash of the check, for route aliases that are not a list', () => {
    const problems = checkDescriptors(
      withChanged('descriptors/banks.json', (banks) => {
        banks['routeAliases'] = 5;
      }),
      context,
    );
    expect(problems.map((problem) => `${problem.file} ${problem.pointer} ${problem.message}`)).toEqual(['descriptors/banks.json /routeAliases must be array, not number']);
  });

  it('is reported, not a crash of the check, for notification destinations that are null', () => {
    const problems = checkDescriptors(
      withChanged('descriptors/inbox.json', (inbox) => {
        inbox['destinations'] = null;
      }),
      context,
    );
    expect(problems.map((problem) => `${problem.file} ${problem.pointer} ${problem.message}`)).toEqual(['descriptors/inbox.json /destinations must be object, not null']);
  });
});

describe('a date range the filter panel checks', () => {
  function withRules(rules: unknown) {
    return product.map((entry) => {
      if (entry.file !== 'descriptors/rates.json') return entry;
      const content = JSON.parse(entry.text) as { list: Record<string, unknown> };
      content.list['filterRules'] = rules;
      return { file: entry.file, text: JSON.stringify(content, null, 2) };
    });
  }
  const problemsOf = (rules: unknown) => checkDescriptors(withRules(rules), context).map((problem) => `${problem.pointer} ${problem.message}`);

  it('names filters of its list, and only date filters keep an order', () => {
    expect(problemsOf([{ ordered: ['from_date', 'to_dat'], message: 'VALIDATION.dateOrder' }])).toEqual([
      expect.stringMatching(/^\/list\/filterRules\/0\/ordered\/1 "to_dat" names no filter of this list/),
    ]);
    expect(problemsOf([{ ordered: ['status', 'to_date'], message: 'VALIDATION.dateOrder' }])).toEqual(['/list/filterRules/0/ordered/0 "status" is not a date filter, so it has no order to keep']);
  });

  it('is either "together" or "ordered"', () => {
    expect(problemsOf([{ message: 'VALIDATION.dateOrder' }])).not.toEqual([]);
  });
});

describe("the palette's search of a list", () => {
  const problemsOf = (search: unknown) =>
    checkDescriptors(
      product.map((entry) => {
        if (entry.file !== 'descriptors/banks.json') return entry;
        const content = JSON.parse(entry.text) as { list: Record<string, unknown> };
        content.list['search'] = search;
        return { file: entry.file, text: JSON.stringify(content, null, 2) };
      }),
      context,
    ).map((problem) => `${problem.pointer} ${problem.message}`);

  it('names filters of its list', () => {
    expect(problemsOf(['name'])).toEqual([]);
    expect(problemsOf(['name', 'nam'])).toEqual([expect.stringMatching(/^\/list\/search\/1 "nam" names no filter of this list/)]);
  });
});

describe('a record history', () => {
  function withHistory(file: string, history: unknown) {
    return product.map((entry) => {
      if (entry.file !== file) return entry;
      const content = JSON.parse(entry.text) as Record<string, unknown>;
      content['history'] = history;
      return { file, text: JSON.stringify(content, null, 2) };
    });
  }
  const problemsOf = (file: string, history: unknown) => checkDescriptors(withHistory(file, history), context).map((problem) => `${problem.pointer} ${problem.message}`);

  it('is turned off or given its subject type on an area with a show page or an edit form', () => {
    expect(problemsOf('descriptors/banks.json', false)).toEqual([]);
    expect(problemsOf('descriptors/banks.json', { subjectType: 'banks' })).toEqual([]);
    expect(problemsOf('descriptors/banks.json', { subjectType: 'banks index' })).toEqual([
      `/history/subjectType "banks index" is not written the right way (The log's subject_type of this area's records: a permission group of the catalogue (e.g. carModel).)`,
    ]);
  });

  it('is refused on a single page, which has no record of its own to show it on', () => {
    expect(problemsOf('descriptors/app-content-about-us.json', true)).toEqual([
      `/history "history" is shown on a record's show page or edit form, which a single page or an area without them does not have: leave it out`,
    ]);
  });
});

describe("a cell that finds another area's record by the row's permission group", () => {
  const problemsOf = (columns: (columns: Record<string, unknown>[]) => void) =>
    checkDescriptors(
      product.map((entry) => {
        if (entry.file !== 'descriptors/activity.json') return entry;
        const content = JSON.parse(entry.text) as { list: { columns: Record<string, unknown>[] } };
        columns(content.list.columns);
        return { file: entry.file, text: JSON.stringify(content, null, 2) };
      }),
      context,
    ).map((problem) => `${problem.pointer} ${problem.message}`);
  const at = (columns: Record<string, unknown>[], field: string) => columns.find((column) => column.field === field) ?? {};

  it('needs the field naming the group, which no other cell takes', () => {
    expect(problemsOf(() => undefined)).toEqual([]);
    expect(
      problemsOf((columns) => {
        delete at(columns, 'subject_id').groupField;
        at(columns, 'reason').groupField = 'subject_type';
      }),
    ).toEqual([
      expect.stringMatching(/^\/list\/columns\/4\/cell the recordLink cell needs "groupField"/),
      expect.stringMatching(/^\/list\/columns\/6\/groupField "groupField" is for the recordLink and changedFields cells, not "longText"/),
    ]);
  });
});

describe('an import', () => {
  function withImport(file: string, value: unknown) {
    return product.map((entry) => {
      if (entry.file !== file) return entry;
      const content = JSON.parse(entry.text) as { list: Record<string, unknown> };
      content.list['import'] = value;
      return { file, text: JSON.stringify(content, null, 2) };
    });
  }
  const problemsOf = (value: unknown) => checkDescriptors(withImport('descriptors/banks.json', value), context).map((problem) => `${problem.pointer} ${problem.message}`);

  it('names fields of the create form, with a did-you-mean', () => {
    expect(problemsOf({ fields: ['name_ar', 'country'] })).toEqual(['/list/import/fields/1 the create form has no field "country"; did you mean "country_id"?']);
    expect(problemsOf({ fields: ['name_ar', 'name_en'], updateKey: 'name_enn' })).toEqual(['/list/import/updateKey "name_enn" is not a field of the import; did you mean "name_en"?']);
    expect(problemsOf({ updateKey: 'name_en', updateFilter: 'name' })).toEqual([]);
    expect(problemsOf(true)).toEqual([]);
  });

  it('finds the record to update through a filter the list has', () => {
    expect(problemsOf({ updateKey: 'name_en' })).toEqual(['/list/import/updateKey the list has no filter "name_en" to find a record by']);
    expect(problemsOf({ updateKey: 'name_en', updateFilter: 'nam' })).toEqual(['/list/import/updateFilter the list has no filter "nam" to find a record by; did you mean "name"?']);
    expect(problemsOf({ updateFilter: 'name' })).toEqual(['/list/import/updateFilter updateFilter needs an updateKey']);
    expect(problemsOf(true)).toEqual([]);
  });

  it('takes a required picture, named in its cell by its file name, and refuses a required list of rows', () => {
    const importing = (file: string, change: (content: { list: Record<string, unknown>; form: { schema: { required: string[]; properties: Record<string, unknown> } } }) => void) =>
      product.map((entry) => {
        if (entry.file !== file) return entry;
        const content = JSON.parse(entry.text);
        content.list['import'] = true;
        change(content);
        return { file: entry.file, text: JSON.stringify(content, null, 2) };
      });
    expect(
      checkDescriptors(
        importing('descriptors/products.json', () => {}),
        context,
      ).map((problem) => `${problem.pointer} ${problem.message}`),
    ).toEqual([]);
    const withBranches = importing('descriptors/banks.json', (content) => {
      content.form.schema.properties['branches'] = { type: 'array', title: 'banks.title', items: { type: 'object', properties: { name: { type: 'string' } } } };
      content.form.schema.required.push('branches');
    });
    expect(checkDescriptors(withBranches, context).map((problem) => `${problem.pointer} ${problem.message}`)).toContain(
      '/list/import the create form requires "branches", which a spreadsheet cell cannot hold, so no row could be imported',
    );
  });
});

describe("the product's forms against what the server accepts", () => {
  const drivers = product.find((entry) => entry.file === 'descriptors/drivers.json');
  if (!drivers) throw new Error('descriptors/drivers.json is missing');
  const withDrivers = (text: string) => product.map((entry) => (entry === drivers ? { ...entry, text } : entry));

  it('check each field as the server does, or say why the form differs', () => {
    expect(checkDescriptors(product, context, { warnings: true }).map(formatProblem)).toEqual([]);
  });

  it("warn again where a mark of the form's own is taken out", () => {
    const area = JSON.parse(drivers.text);
    delete area.form.ownRules;
    const found = checkDescriptors(withDrivers(JSON.stringify(area, null, 2)), context, { warnings: true });
    expect(found.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^descriptors\/drivers\.json:\d+:\d+ .*"driver_type" on create and update .*the server takes washing, washing_polishing, delivery, the form offers washing, washing_polishing/,
      ),
    ]);
  });

  it("refuse a mark of the form's own where the form checks the field as the server does", () => {
    const area = JSON.parse(drivers.text);
    area.form.ownRules.push({ field: 'full_name', differs: 'required', reason: 'A name the server does not need.' });
    const found = checkDescriptors(withDrivers(JSON.stringify(area, null, 2)), context, { warnings: true });
    expect(found.map(formatProblem)).toEqual([
      expect.stringMatching(/^descriptors\/drivers\.json:\d+:\d+ \/form\/ownRules\/1 "full_name" is checked as the server checks it \(required\): nothing is the form's own here/),
    ]);
  });
});

describe('a field required on one form only', () => {
  const providers = product.find((entry) => entry.file === 'descriptors/providers.json');
  if (!providers) throw new Error('descriptors/providers.json is missing');
  const withProviders = (change: (form: Record<string, unknown>) => void) => {
    const area = JSON.parse(providers.text);
    change(area.form);
    return product.map((entry) => (entry === providers ? { ...entry, text: JSON.stringify(area, null, 2) } : entry));
  };

  it('is compared with the server on that mode alone: the providers ask for the email on edit, as the server does', () => {
    const found = checkDescriptors(product, context, { warnings: true }).filter((problem) => problem.file === 'descriptors/providers.json');
    expect(found.map(formatProblem)).toEqual([]);
    const swapped = withProviders((form) => {
      form['requiredOnCreate'] = form['requiredOnEdit'];
      delete form['requiredOnEdit'];
    });
    expect(checkDescriptors(swapped, context, { warnings: true }).map(formatProblem)).toEqual([
      expect.stringMatching(/^descriptors\/providers\.json:\d+:\d+ warning: .*"email" on create \(dashboard\/providers\): the form requires it, the server does not/),
      expect.stringMatching(/^descriptors\/providers\.json:\d+:\d+ warning: .*"email" on update \(dashboard\/providers\/:id\): the server requires it, the form does not/),
    ]);
  });

  it('must name a field of the form, with the one meant', () => {
    const found = checkDescriptors(
      withProviders((form) => {
        form['requiredOnEdit'] = ['emial'];
      }),
      context,
    );
    expect(found.map(formatProblem)).toContainEqual(
      expect.stringMatching(/^descriptors\/providers\.json:\d+:\d+ \/form\/requiredOnEdit\/0 requiredOnEdit names "emial", which is not a field of the form; did you mean "email"\?/),
    );
  });

  it('is listed in one place, and on a form that shows it', () => {
    const found = checkDescriptors(
      withProviders((form) => {
        form['requiredOnEdit'] = ['email', 'name'];
        form['requiredOnCreate'] = ['email', 'IBAN'];
      }),
      context,
    );
    expect(found.map(formatProblem).filter((line) => !line.includes('its rule by convention'))).toEqual([
      expect.stringMatching(/\/form\/requiredOnCreate\/0 "email" is in requiredOnEdit too: a field required on both forms belongs in form.schema.required/),
      expect.stringMatching(/\/form\/requiredOnCreate\/1 "IBAN" is in editOnly, so the create form does not show it/),
      expect.stringMatching(/\/form\/requiredOnEdit\/0 "email" is in requiredOnCreate too/),
      expect.stringMatching(/\/form\/requiredOnEdit\/1 "name" is in form.schema.required, so it is required on both forms already/),
    ]);
  });
});
