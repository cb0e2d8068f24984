// Catalogue, content and administration screens, end to end as the super admin: offers for a
// product and for a service, a car package of several service-type rows, a role and its
// permission matrix, a content page in both languages, a reply to a contact message, the working
// hours of a service type, script payloads that must stay text, and the FAQ in English.
// Every change is checked on the screen and again through the API.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, chooseOption, eventually, expectToast, rowIds, text, waitForList, waitForPath } from './harness.mjs';
import { chooseDate } from './dateField.mjs';

const suite = browserSuite(import.meta.url);
const arabic = { language: 'ar', signedInAs: ADMIN };
const english = { language: 'en', signedInAs: ADMIN };
const ar = (key, values) => text('ar', key, values);
const en = (key, values) => text('en', key, values);

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (value) => new RegExp(`^\\s*${escapeRegExp(value)}\\s*$`);

/** A day as a date input and the API write it: YYYY-MM-DD, local time. */
function day(offset = 0) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 1 x 1 PNG, as an image field takes it from the disk. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The answer of the next API write whose path ends with `path` (a string or RegExp). */
function nextWrite(page, path) {
  return page.waitForResponse((response) => {
    if (response.request().method() === 'GET') return false;
    const { pathname } = new URL(response.url());
    return typeof path === 'string' ? pathname.endsWith(`/api/v1/${path}`) : path.test(pathname);
  });
}

/** Picks several options of an MUI multiple select, then closes its menu. */
async function chooseOptions(page, trigger, optionTexts) {
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (const optionText of optionTexts) {
    const option = listbox
      .locator('li[role=option]')
      .filter({ hasText: exactly(optionText) })
      .first();
    await option.click();
    await eventually(
      () => option.getAttribute('aria-selected'),
      (selected) => selected === 'true',
      { message: `"${optionText}" is selected` },
    );
  }
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
}

/** The option texts an MUI select offers (opened and closed again). */
async function optionsOf(page, trigger) {
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const texts = (await listbox.locator('li[role=option]').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return texts;
}

/** Replaces the whole text of a Quill editor by typing, as an admin would. */
async function typeInto(page, editor, value) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(value);
}

/** The text an HTML fragment shows, its spaces as ordinary spaces. */
function plainText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nothing a payload could have run has run: no marker on the window, no dialog. */
async function assertNoScriptRan(page, dialogs, where) {
  // An image whose address fails reports its error a moment after it is inserted.
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => typeof window.__xss), 'undefined', `no payload ran on ${where}`);
  assert.deepEqual(dialogs, [], `no dialog opened on ${where}`);
}

// --- offers ---

suite.test('offers: one for a product, then one for a service, the form showing only the target the type names', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const products = (await server.api('main/all-products', { token, query: { status: 1 } })).body.data;
  const services = (await server.api('main/all-services', { token, query: { status: 1 } })).body.data;
  const product = products.at(-1);
  const service = services.at(-1);
  const productSelect = page.getByRole('combobox', { name: ar('offers.product'), exact: true });
  const serviceSelect = page.getByRole('combobox', { name: ar('offers.service'), exact: true });
  const typeSelect = page.getByRole('combobox', { name: ar('offers.type'), exact: true });

  // A product offer: the type starts at product, so the product select shows and the service one does not.
  await page.goto(server.url('/offers/create'));
  await page.locator('#root_from_date').waitFor();
  assert.equal((await typeSelect.innerText()).trim(), ar('offers.types.product'));
  await productSelect.waitFor();
  assert.equal(await serviceSelect.count(), 0, 'no service select while the type is product');
  await chooseOption(page, productSelect, exactly(product.name));
  await chooseDate(page.locator('#root_from_date'), day(0));
  await chooseDate(page.locator('#root_to_date'), day(10));
  await page.locator('#root_percentage').fill('15');
  let saved = nextWrite(page, 'main/add-offer');
  await page.locator('[data-testid=form-submit]').click();
  let answer = await saved;
  assert.equal(answer.status(), 200);
  const productOffer = (await answer.json()).data;
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/offers/all');
  await waitForList(page);
  const productRow = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${productOffer.id}"]`) });
  await eventually(
    () => productRow.innerText(),
    (row) => row.includes(product.name) && row.includes('15%'),
    { message: 'the list shows the product offer' },
  );

  // A service offer: switching the type swaps the selects and clears the product chosen before.
  await page.locator('[data-testid=add-link]').click();
  await waitForPath(page, '/offers/create');
  await page.locator('#root_from_date').waitFor();
  await chooseOption(page, productSelect, exactly(product.name));
  await chooseOption(page, typeSelect, exactly(ar('offers.types.service')));
  await serviceSelect.waitFor();
  await productSelect.waitFor({ state: 'detached' });
  await chooseOption(page, typeSelect, exactly(ar('offers.types.product')));
  await productSelect.waitFor();
  assert.equal((await productSelect.innerText()).replace(/\u200b/g, '').trim(), '', 'the product chosen before the switch is cleared');
  await chooseOption(page, typeSelect, exactly(ar('offers.types.service')));
  await chooseOption(page, serviceSelect, exactly(service.name));
  await chooseDate(page.locator('#root_from_date'), day(0));
  await chooseDate(page.locator('#root_to_date'), day(20));
  // Typed on an Arabic keyboard: its digits are read as the number they are.
  await page.locator('#root_percentage').pressSequentially('٢٥');
  saved = nextWrite(page, 'main/add-offer');
  await page.locator('[data-testid=form-submit]').click();
  answer = await saved;
  assert.equal(answer.status(), 200);
  const serviceOffer = (await answer.json()).data;
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/offers/all');
  await waitForList(page);
  const serviceRow = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${serviceOffer.id}"]`) });
  await eventually(
    () => serviceRow.innerText(),
    (row) => row.includes(service.name) && row.includes('25%'),
    { message: 'the list shows the service offer' },
  );

  // The API's list holds both, each with its type and its one target.
  const offers = (await server.api('main/get-offers', { token, query: { per_page: 1000 } })).body.data;
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const first = byId.get(productOffer.id);
  const second = byId.get(serviceOffer.id);
  assert.ok(first && second, 'the API lists both new offers');
  assert.deepEqual(
    { type: first.offer_type, product: first.product?.id, service: first.service, from: first.from_date, to: first.to_date, percentage: first.percentage },
    { type: 'product', product: product.id, service: null, from: day(0), to: day(10), percentage: '15%' },
  );
  assert.deepEqual(
    { type: second.offer_type, product: second.product, service: second.service?.id, from: second.from_date, to: second.to_date, percentage: second.percentage },
    { type: 'service', product: null, service: service.id, from: day(0), to: day(20), percentage: '25%' },
  );
});

// --- car packages ---

/** The seeded service types, the services of the first two, and a car model. */
async function carPackageData(server, token) {
  const types = (await server.api('main/service-type', { token, query: { limit: 0 } })).body.data;
  const servicesOf = async (typeId) => (await server.api('main/all-services', { token, query: { service_type_id: typeId } })).body.data;
  const [typeA, typeB] = types;
  const servicesA = await servicesOf(typeA.id);
  const servicesB = await servicesOf(typeB.id);
  assert.ok(servicesA.length >= 2 && servicesB.length >= 1, 'the seeded service types have services');
  const carModel = (await server.api('main/all-carModels', { token })).body.data[0];
  return { typeA, typeB, servicesA, servicesB, carModel };
}

const rowTypeSelect = (page, row) => page.locator(`#root_car_service_${row}_service_type_id`);
const rowServicesSelect = (page, row) => page.locator(`#root_car_service_${row}_service`);
const servicesOpen = (page, row, what) =>
  eventually(
    () => rowServicesSelect(page, row).getAttribute('aria-disabled'),
    (disabled) => disabled !== 'true',
    { timeout: 5_000, message: what },
  );

suite.test('car packages: service-type rows, each with the services of its type, saved as one de-duplicated list', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const { typeA, typeB, servicesA, servicesB, carModel } = await carPackageData(server, token);

  await page.goto(server.url('/car-packages/create'));
  await rowTypeSelect(page, 0).waitFor();
  // The services wait for their row's service type.
  assert.equal(await rowServicesSelect(page, 0).getAttribute('aria-disabled'), 'true', 'the services wait for a service type');

  // Three rows, each added with the list's own button; the third repeats a service of the first.
  await chooseOption(page, rowTypeSelect(page, 0), exactly(typeA.name));
  await page.getByRole('button', { name: ar('engine.addRow'), exact: true }).click();
  await rowTypeSelect(page, 1).waitFor();
  assert.equal(await rowServicesSelect(page, 1).getAttribute('aria-disabled'), 'true', "the new row's services wait for its type");
  await chooseOption(page, rowTypeSelect(page, 1), exactly(typeB.name));
  await page.getByRole('button', { name: ar('engine.addRow'), exact: true }).click();
  await chooseOption(page, rowTypeSelect(page, 2), exactly(typeA.name));
  await page.locator('#root_name_ar').fill('باقة الاختبار الشاملة');
  await page.locator('#root_name_en').fill('Complete test package');
  await chooseOption(page, page.getByRole('combobox', { name: ar('carPackages.carModel'), exact: true }), exactly(carModel.name));

  // Each row offers the services of its own type only.
  await servicesOpen(page, 0, "the first row's services open");
  assert.deepEqual(
    await optionsOf(page, rowServicesSelect(page, 0)),
    servicesA.map((s) => s.name),
    'the first row offers the services of its type',
  );
  await chooseOptions(page, rowServicesSelect(page, 0), [servicesA[0].name, servicesA[1].name]);
  await servicesOpen(page, 1, "the second row's services open");
  assert.deepEqual(
    await optionsOf(page, rowServicesSelect(page, 1)),
    servicesB.map((s) => s.name),
    'the second row offers the services of its type',
  );
  await chooseOptions(page, rowServicesSelect(page, 1), [servicesB[0].name]);
  await servicesOpen(page, 2, "the third row's services open");
  await chooseOptions(page, rowServicesSelect(page, 2), [servicesA[1].name]);

  const saved = nextWrite(page, 'main/add-carCategory');
  await page.locator('[data-testid=form-submit]').click();
  const answer = await saved;
  assert.equal(answer.status(), 200, `the package is saved: ${await answer.text()}`);
  const created = (await answer.json()).data;
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/car-packages/all');
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${created.id}"]`) });
  await eventually(
    () => row.innerText(),
    (value) => value.includes('باقة الاختبار الشاملة') && value.includes(typeA.name) && value.includes(typeB.name),
    { message: 'the list shows the package with both service types' },
  );

  const stored = (await server.api('main/show-carCategory', { token, query: { car_category_id: created.id } })).body.data;
  assert.equal(stored.car_model.id, carModel.id);
  const byNumber = (a, b) => a - b;
  assert.deepEqual(
    stored.car_service.map((group) => ({ id: group.id, services: group.service.map((s) => s.id).sort(byNumber) })),
    [
      { id: typeA.id, services: [servicesA[0].id, servicesA[1].id].sort(byNumber) },
      { id: typeB.id, services: [servicesB[0].id] },
    ].sort((a, b) => a.id - b.id),
    'the API holds both service types, each service once',
  );

  // The edit form reads the rows back: one per service type, with its services.
  await page.locator(`[data-testid="edit-${created.id}"]`).click();
  await waitForPath(page, `/car-packages/edit/${created.id}`);
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'Complete test package',
    { message: 'the edit form is filled' },
  );
  assert.equal(await page.locator('[id^=root_car_service_][id$=_service_type_id]').count(), 2, 'the edit form shows one row per service type');
});

// The services select reads its row's service type; it opens as soon as that type is chosen,
// even when nothing else on the form changes afterwards.
suite.test("car packages: a row's services open as soon as its service type is chosen", { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const { typeA, servicesA } = await carPackageData(server, token);
  await page.goto(server.url('/car-packages/create'));
  await rowTypeSelect(page, 0).waitFor();
  await chooseOption(page, rowTypeSelect(page, 0), exactly(typeA.name));
  await servicesOpen(page, 0, "the services open once the row's service type is chosen");
  assert.deepEqual(
    await optionsOf(page, rowServicesSelect(page, 0)),
    servicesA.map((s) => s.name),
  );
});

// --- roles ---

suite.test("roles: a permission brings its group's index, and the index can be turned off alone", { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const groups = (await server.api('dashboard/permissions', { token })).body.data.permissions;
  const banks = groups.find((group) => group.parent_key === 'banks');
  const idOf = (key) => banks.permissions.find((p) => p.key === key).id;
  const index = page.locator('[data-testid=permission-banks-index]');
  const create = page.locator('[data-testid=permission-banks-create]');
  const roleName = 'دور اختبار البنوك';

  await page.goto(server.url('/roles/create'));
  await page.locator('#root_name').fill(roleName);
  assert.equal(await index.isChecked(), false);
  await create.click();
  await eventually(
    () => index.isChecked(),
    (checked) => checked === true,
    { message: 'the banks index switch turns on with banks create' },
  );
  assert.equal(await create.isChecked(), true);
  const saved = nextWrite(page, 'dashboard/roles');
  await page.locator('[data-testid=form-submit]').click();
  const answer = await saved;
  assert.equal(answer.status(), 200);
  const role = (await answer.json()).data;
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/roles/all');
  await waitForList(page);
  let stored = (await server.api(`dashboard/roles/${role.id}`, { token })).body.data;
  assert.equal(stored.name, roleName);
  assert.deepEqual(
    [...stored.permission_ids].sort((a, b) => a - b),
    [idOf('index'), idOf('create')].sort((a, b) => a - b),
    'the role holds banks index and create',
  );

  // On edit: the switches come back on; turning the index off leaves create on.
  await page.goto(server.url(`/roles/edit/${role.id}`));
  await eventually(
    () => page.locator('#root_name').inputValue(),
    (value) => value === roleName,
    { message: 'the edit form is filled' },
  );
  assert.equal(await index.isChecked(), true);
  assert.equal(await create.isChecked(), true);
  await index.click();
  await eventually(
    () => index.isChecked(),
    (checked) => checked === false,
    { message: 'the index switch turns off' },
  );
  assert.equal(await create.isChecked(), true, 'turning the index off leaves create on');
  // Saved, the role keeps create (the server adds the group's index to every group granted).
  const edited = nextWrite(page, `dashboard/roles/${role.id}`);
  await page.locator('[data-testid=form-submit]').click();
  const editAnswer = await edited;
  assert.equal(editAnswer.status(), 200);
  await expectToast(page, ar('messages.editedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/roles/all');
  stored = (await server.api(`dashboard/roles/${role.id}`, { token })).body.data;
  assert.ok(stored.permission_ids.includes(idOf('create')), 'the role still holds banks create');
});

// --- content page ---

for (const [field, first, bold, last] of [
  ['content_ar', 'أول ', 'عريض', ' آخر'],
  ['content_en', 'First ', 'bold', ' last'],
]) {
  suite.test(`content page: Ctrl+B inside a heading (${field}) makes what follows bold, where it is typed`, { context: arabic }, async ({ page, server }) => {
    const editor = page.locator(`#root_${field}`);
    await page.goto(server.url('/app-content/policy'));
    await editor.waitFor();
    await eventually(
      () => editor.innerText(),
      (value) => value.trim() !== '',
      { message: 'the editor shows the stored policy' },
    );
    await typeInto(page, editor, first);
    // The heading from the toolbar of this editor, the keyboard for bold.
    const toolbar = page.locator('.ql-toolbar').nth(field === 'content_ar' ? 0 : 1);
    await toolbar.locator('.ql-header .ql-picker-label').click();
    await toolbar.locator('.ql-header .ql-picker-item[data-value="2"]').click();
    await editor.locator('h2').waitFor();
    await editor.click();
    await page.keyboard.press('End');
    // The key B, as an Arabic keyboard or Caps Lock sends it: its key is not the letter "b".
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type(bold);
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type(last);
    await eventually(
      () => editor.locator('h2').innerText(),
      (value) => value.replace(/\u00a0/g, ' ').trim() === `${first}${bold}${last}`.trim(),
      { message: 'the heading reads as typed' },
    );
    assert.equal((await editor.locator('h2 strong').innerText()).trim(), bold, 'the bold part is what was typed after Ctrl+B');
  });
}

suite.test('content page: the privacy policy saved in both languages is shown back after a reload', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const arabicText = 'نص سياسة الخصوصية المحدث للاختبار';
  const englishText = 'Updated privacy policy text for the test';
  const editorAr = page.locator('#root_content_ar');
  const editorEn = page.locator('#root_content_en');

  await page.goto(server.url('/app-content/policy'));
  await editorAr.waitFor();
  await editorEn.waitFor();
  await eventually(
    () => editorAr.innerText(),
    (value) => value.trim() !== '',
    { message: 'the editor shows the stored policy' },
  );
  assert.equal(await editorAr.getAttribute('dir'), 'rtl');
  assert.equal(await editorEn.getAttribute('dir'), 'ltr');
  await typeInto(page, editorAr, arabicText);
  await typeInto(page, editorEn, englishText);
  const saved = nextWrite(page, 'dashboard/general-setting');
  await page.locator('[data-testid=form-submit]').click();
  assert.equal((await saved).status(), 200);
  await expectToast(page, ar('messages.savedSuccessfully'), { variant: 'success' });

  const stored = (await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' } })).body.data;
  assert.equal(plainText(stored.content_ar), arabicText, `the API has the new Arabic content: ${stored.content_ar}`);
  assert.equal(plainText(stored.content_en), englishText, `the API has the new English content: ${stored.content_en}`);
  assert.equal(plainText(stored.content), arabicText, 'the Arabic answer names the Arabic content');
  const inEnglish = (await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' }, language: 'en' })).body.data;
  assert.equal(plainText(inEnglish.content), englishText, 'the English answer names the English content');

  await page.reload();
  await editorAr.waitFor();
  await eventually(
    () => editorAr.innerText(),
    (value) => value.trim() === arabicText,
    { message: 'the Arabic content is shown back' },
  );
  await eventually(
    () => editorEn.innerText(),
    (value) => value.trim() === englishText,
    { message: 'the English content is shown back' },
  );
});

// Spaces typed into the editor are saved as spaces, so the apps can wrap the text between words.
suite.test('content page: the saved HTML keeps ordinary spaces between words', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const editorEn = page.locator('#root_content_en');
  await page.goto(server.url('/app-content/policy'));
  await editorEn.waitFor();
  await eventually(
    () => editorEn.innerText(),
    (value) => value.trim() !== '',
    { message: 'the editor shows the stored policy' },
  );
  await typeInto(page, editorEn, 'Words that wrap at their spaces');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, ar('messages.savedSuccessfully'), { variant: 'success' });
  const stored = (await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' } })).body.data;
  assert.match(stored.content_en, /Words that wrap at their spaces/, `the words are separated by ordinary spaces: ${stored.content_en}`);
});

// Select all and delete inside the policy's heading leaves an empty heading: that is no text, and a required one.
suite.test('content page: an emptied editor is refused as empty, not saved as an empty heading', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const before = (await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' } })).body.data.content_ar;
  assert.match(before, /^<h2>/, 'the stored policy starts with a heading');
  const editorAr = page.locator('#root_content_ar');
  await page.goto(server.url('/app-content/policy'));
  await editorAr.waitFor();
  await eventually(
    () => editorAr.innerText(),
    (value) => value.trim() !== '',
    { message: 'the editor shows the stored policy' },
  );
  const writes = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('dashboard/general-setting')) writes.push(request.url());
  });
  await editorAr.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.locator('[data-testid=form-submit]').click();
  await page.getByText(ar('VALIDATION.contentAr')).first().waitFor();
  assert.deepEqual(writes, [], 'nothing is sent');
  assert.equal((await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' } })).body.data.content_ar, before, 'the stored policy is kept');
});

// --- contact messages ---

suite.test('contact messages: a reply is sent once text is typed, and the message is then replied', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const waiting = (await server.api('dashboard/get-messages', { token, query: { is_reply: 0 } })).body.data;
  assert.ok(waiting.length > 0, 'a message waits for a reply');
  const message = waiting[0];
  const replyText = 'شكرًا لتواصلك، تم حل المشكلة.';

  await page.goto(server.url('/contact-messages/all'));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="reply-${message.id}"]`) });
  assert.match(await row.innerText(), new RegExp(escapeRegExp(ar('contactMessages.notReplied'))));
  await page.locator(`[data-testid="reply-${message.id}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const send = dialog.locator('[data-testid=action-send]');
  const field = dialog.getByRole('textbox', { name: ar('contactMessages.reply') });
  assert.equal(await send.isDisabled(), true, 'send is disabled while the reply is empty');
  await field.fill('   ');
  assert.equal(await send.isDisabled(), true, 'send is disabled while the reply is only spaces');
  await field.fill(replyText);
  await eventually(
    () => send.isEnabled(),
    (enabled) => enabled,
    { message: 'send is enabled once text is typed' },
  );
  const sent = nextWrite(page, `dashboard/reply-message/${message.id}`);
  await send.click();
  assert.equal((await sent).status(), 200);
  await expectToast(page, ar('messages.sentSuccessfully'), { variant: 'success' });
  await dialog.waitFor({ state: 'detached' });

  await page.locator(`[data-testid="reply-${message.id}"]`).waitFor({ state: 'detached' });
  const repliedRow = page.locator('[data-testid=list-row]').filter({ has: page.getByRole('cell', { name: message.email, exact: true }) });
  await eventually(
    () => repliedRow.innerText(),
    (value) => value.includes(ar('contactMessages.replied')) && !value.includes(ar('contactMessages.notReplied')),
    { message: 'the row shows the message replied' },
  );

  const stored = (await server.api('dashboard/get-messages', { token, query: { email: message.email } })).body.data.find((m) => m.id === message.id);
  assert.equal(stored.is_reply, true);
  assert.equal(stored.reply_message, replyText);
});

// --- working intervals ---

suite.test('working intervals: a day off and a new period are kept after a reload; the last period cannot be removed', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const days = async (id) => (await server.api('main/days', { token, query: { service_type_id: id } })).body.data;
  const types = (await server.api('main/service-type', { token, query: { limit: 0 } })).body.data;
  // A service type with an active day and no period between 13:30 and 14:30.
  let chosen;
  for (const type of types) {
    const state = await days(type.id);
    const free = state.working_days.every((p) => p.time_end <= '13:30' || p.time_start >= '14:30');
    if (free && state.days.filter((d) => d.active).length >= 2) {
      chosen = { type, state };
      break;
    }
  }
  assert.ok(chosen, 'a seeded service type has room for a new period');
  const { type, state } = chosen;
  const dayOff = state.days.filter((d) => d.active).at(-1);
  const rows = page.locator('[data-testid=period-row]');
  const periodsShown = () => rows.evaluateAll((list) => list.map((row) => [...row.querySelectorAll('input[type=time]')].map((input) => input.value)));

  // The menu's entry opens the screen without a service type: it offers the choice.
  await page.goto(server.url('/settings/working-intervals'));
  await page.getByRole('combobox', { name: ar('workingIntervals.serviceType') }).click();
  await page.getByRole('option', { name: type.name_ar, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('service_type_id') === String(type.id));
  await page.locator(`[data-testid="day-${dayOff.id}"]`).waitFor();
  assert.equal(await rows.count(), state.working_days.length);
  assert.equal(await page.locator(`[data-testid="day-${dayOff.id}"]`).isChecked(), true);
  await page.locator(`[data-testid="day-${dayOff.id}"]`).click();
  await eventually(
    () => page.locator(`[data-testid="day-${dayOff.id}"]`).isChecked(),
    (checked) => !checked,
    { message: 'the day switch turns off' },
  );
  await page.locator('[data-testid=add-period]').click();
  await eventually(
    () => rows.count(),
    (n) => n === state.working_days.length + 1,
    { message: 'a period row is added' },
  );
  const added = rows.last();
  await added.locator('input[type=time]').nth(0).fill('13:30');
  await added.locator('input[type=time]').nth(1).fill('14:30');
  const saved = nextWrite(page, 'main/add-working-period');
  await page.locator('[data-testid=form-submit]').click();
  assert.equal((await saved).status(), 200);
  await expectToast(page, ar('messages.savedSuccessfully'), { variant: 'success' });

  const expectedPeriods = [...state.working_days.map((p) => [p.time_start, p.time_end]), ['13:30', '14:30']].sort((a, b) => a[0].localeCompare(b[0]));
  const after = await days(type.id);
  assert.deepEqual(
    after.days
      .filter((d) => !d.active)
      .map((d) => d.id)
      .sort(),
    [...state.days.filter((d) => !d.active).map((d) => d.id), dayOff.id].sort(),
    'the API has the day off',
  );
  assert.deepEqual(
    after.working_days.map((p) => [p.time_start, p.time_end]),
    expectedPeriods,
    'the API has the new period',
  );

  await page.reload();
  await page.locator(`[data-testid="day-${dayOff.id}"]`).waitFor();
  await eventually(
    () => periodsShown(),
    (shown) => JSON.stringify(shown) === JSON.stringify(expectedPeriods),
    { message: 'the periods are kept after a reload' },
  );
  assert.equal(await page.locator(`[data-testid="day-${dayOff.id}"]`).isChecked(), false, 'the day stays off after a reload');
  for (const d of after.days) assert.equal(await page.locator(`[data-testid="day-${d.id}"]`).isChecked(), d.active, `day ${d.id} agrees with the API`);

  // Rows are removed down to the last one, whose delete button is disabled.
  const removeButton = (row) => row.getByRole('button', { name: ar('engine.delete'), exact: true });
  while ((await rows.count()) > 1) {
    const before = await rows.count();
    assert.equal(await removeButton(rows.last()).isEnabled(), true);
    await removeButton(rows.last()).click();
    await eventually(
      () => rows.count(),
      (n) => n === before - 1,
      { message: 'a period row is removed' },
    );
  }
  assert.equal(await removeButton(rows.first()).isDisabled(), true, 'the last period cannot be removed');
});

// --- scripts typed into content ---

suite.test('script payloads typed into a content page, an FAQ answer and a product name never run', { context: arabic }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const imagePayload = '<img src=x onerror="window.__xss=1">';
  const scriptPayload = '<script>window.__xss=1</script>';
  const payload = `${imagePayload} ${scriptPayload}`;
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });

  // The Arabic policy.
  const editorAr = page.locator('#root_content_ar');
  await page.goto(server.url('/app-content/policy'));
  await editorAr.waitFor();
  await eventually(
    () => editorAr.innerText(),
    (value) => value.trim() !== '',
    { message: 'the editor shows the stored policy' },
  );
  await typeInto(page, editorAr, payload);
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, ar('messages.savedSuccessfully'), { variant: 'success' });
  const policy = (await server.api('dashboard/general-setting', { token, query: { type: 'privacy_policy' } })).body.data;
  assert.ok(!/<img|<script/i.test(policy.content_ar), `the stored policy holds no live tag: ${policy.content_ar}`);
  await assertNoScriptRan(page, dialogs, 'the policy form after saving');

  // An FAQ answer.
  await page.goto(server.url('/FAQ/create'));
  await page.locator('#root_name_ar').fill('سؤال الحمولة');
  await page.locator('#root_name_en').fill('Payload question');
  await page.locator('#root_content_ar').fill(payload);
  await page.locator('#root_content_en').fill(imagePayload);
  const faqSaved = nextWrite(page, 'dashboard/questions');
  await page.locator('[data-testid=form-submit]').click();
  const faqAnswer = await faqSaved;
  assert.equal(faqAnswer.status(), 200);
  const question = (await faqAnswer.json()).data;
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });

  // A product name.
  await page.goto(server.url('/products/create'));
  await page.locator('#root_image_data').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('#root_name_ar').fill(payload);
  await page.locator('#root_name_en').fill(scriptPayload);
  await page.locator('#root_price').fill('12');
  await page.locator('#root_desc_ar').fill('وصف');
  await page.locator('#root_desc_en').fill('Description');
  const productSaved = nextWrite(page, 'main/add-product');
  await page.locator('[data-testid=form-submit]').click();
  const productAnswer = await productSaved;
  assert.equal(productAnswer.status(), 200, `the product is saved: ${await productAnswer.text()}`);
  const product = (await productAnswer.json()).data;
  await expectToast(page, ar('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/products/all');

  // Shown again: the FAQ list (and its answer's window), its show page, the products list, the policy.
  await page.goto(server.url('/FAQ/all'));
  await waitForList(page);
  const faqRow = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="show-${question.id}"]`) });
  await eventually(
    () => faqRow.innerText(),
    (value) => value.includes('سؤال الحمولة') && value.includes('<img'),
    { message: 'the FAQ list shows the answer as text' },
  );
  // The long answer shows a preview; the whole of it opens in a window.
  await faqRow.getByRole('button', { name: /<img/ }).click();
  const answerWindow = page.getByRole('dialog');
  await answerWindow.waitFor();
  assert.match(await answerWindow.innerText(), new RegExp(escapeRegExp(scriptPayload)), 'the whole answer is shown as text');
  await assertNoScriptRan(page, dialogs, 'the FAQ answer window');
  await answerWindow.getByRole('button', { name: ar('common.close') }).click();
  await answerWindow.waitFor({ state: 'detached' });
  await assertNoScriptRan(page, dialogs, 'the FAQ list');

  await page.goto(server.url(`/FAQ/show/${question.id}`));
  const shownAnswer = page.locator('[data-testid=show-content_ar]');
  await shownAnswer.waitFor();
  assert.equal((await shownAnswer.innerText()).trim(), payload, 'the show page shows the answer as text');
  assert.equal(await shownAnswer.locator('img, script').count(), 0);
  await assertNoScriptRan(page, dialogs, 'the FAQ show page');

  await page.goto(server.url('/products/all'));
  await waitForList(page);
  const productRow = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${product.id}"]`) });
  await eventually(
    () => productRow.innerText(),
    (value) => value.includes(imagePayload),
    { message: 'the products list shows the name as text' },
  );
  await assertNoScriptRan(page, dialogs, 'the products list');

  await page.goto(server.url('/app-content/policy'));
  await editorAr.waitFor();
  await eventually(
    () => editorAr.innerText(),
    (value) => value.includes('<img') || value.includes('window.__xss'),
    { message: 'the policy shows the typed text back' },
  );
  assert.equal(await editorAr.locator('script, img[onerror]').count(), 0);
  await assertNoScriptRan(page, dialogs, 'the policy page');
});

// --- English ---

suite.test('FAQ in English (left to right): list, create and edit', { context: english }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  await page.goto(server.url('/FAQ/all'));
  await waitForList(page);
  assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await page.getByRole('columnheader', { name: en('faq.question'), exact: true }).waitFor();
  await page.getByRole('columnheader', { name: en('faq.answer'), exact: true }).waitFor();
  assert.ok((await rowIds(page)).length > 0);

  await page.locator('[data-testid=add-link]').click();
  await waitForPath(page, '/FAQ/create');
  await page.getByRole('heading', { name: en('engine.createTitle', { area: en('faq.title') }) }).waitFor();
  await page.getByLabel(en('faq.questionAr')).fill('كيف أغير كلمة المرور؟');
  await page.getByLabel(en('faq.questionEn')).fill('How do I change my password?');
  await page.getByLabel(en('faq.answerAr')).fill('من صفحة الملف الشخصي.');
  await page.getByLabel(en('faq.answerEn')).fill('From the profile page.');
  const saved = nextWrite(page, 'dashboard/questions');
  await page.locator('[data-testid=form-submit]').click();
  const answer = await saved;
  assert.equal(answer.status(), 200);
  const { id } = (await answer.json()).data;
  await expectToast(page, en('messages.addedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/FAQ/all');
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${id}"]`) });
  await eventually(
    () => row.innerText(),
    (value) => value.includes('How do I change my password?') && value.includes('From the profile page.'),
    { message: 'the list shows the English question and answer' },
  );

  await page.locator(`[data-testid="edit-${id}"]`).click();
  await waitForPath(page, `/FAQ/edit/${id}`);
  await eventually(
    () => page.locator('#root_name_en').inputValue(),
    (value) => value === 'How do I change my password?',
    { message: 'the edit form is filled' },
  );
  assert.equal(await page.locator('#root_content_ar').inputValue(), 'من صفحة الملف الشخصي.');
  await page.locator('#root_content_en').fill('Open the profile page and choose Change password.');
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, en('messages.editedSuccessfully'), { variant: 'success' });
  await waitForPath(page, '/FAQ/all');
  await waitForList(page);
  await eventually(
    () => row.innerText(),
    (value) => value.includes('Open the profile page'),
    { message: 'the list shows the new answer' },
  );

  const stored = (await server.api(`dashboard/questions/${id}`, { token, language: 'en' })).body.data;
  assert.equal(stored.name, 'How do I change my password?');
  assert.equal(stored.content, 'Open the profile page and choose Change password.');
  assert.equal(stored.content_ar, 'من صفحة الملف الشخصي.');
  assert.equal(stored.active, true);
});

suite.test('service types: a large picture is drawn from its small copy in the list and opens whole', { context: english }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  await page.goto(server.url('/services-types/all'));
  await waitForList(page);
  const [id] = await rowIds(page);
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const form = new FormData();
  form.append('description_ar', 'صورة كبيرة');
  form.append('description_en', 'A large picture');
  form.append('image_data', new Blob([photo], { type: 'image/jpeg' }), 'camera.jpg');
  const answer = await fetch(new URL(`/api/v1/main/update-service-type/${id}`, server.url('/')), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  assert.equal(answer.status, 200);
  const original = (await answer.json()).data.service_image;

  await page.reload();
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="edit-${id}"]`) });
  const small = row.locator('img');
  await small.waitFor();
  await eventually(
    () => small.evaluate((img) => (img.complete ? img.naturalWidth : 0)),
    (width) => width > 0,
    { message: 'the list draws the picture' },
  );
  assert.ok((await small.evaluate((img) => img.naturalWidth)) <= 160, 'the list downloads a small copy, not the 1600 px original');
  await small.click();
  const whole = page.getByRole('dialog').locator('img');
  await whole.waitFor();
  assert.equal(new URL(await whole.evaluate((img) => img.src)).pathname, new URL(original, server.url('/')).pathname, 'the window shows the original');
});
