// Searchable lookup pickers in forms and filters, long text cut with a way to read it, and the
// reply dialog that shows the message it answers.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, listPath, loadAreas, pickOption, screensOf, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const ar = (key, values) => text('ar', key, values);
const exactly = (value) => new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
// A picker with more choices than this lets the admin type (engine/lookups/useLookupSearch.ts).
const HANDFUL = 7;

async function apiData(server, token, path, query = {}, language = 'ar') {
  const answer = await server.api(path, { token, query, language });
  assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
  return Array.isArray(answer.body.data) ? answer.body.data : answer.body.data.data;
}

/** The option texts the open picker offers. */
const offered = (page) =>
  page
    .locator('li[role=option]')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));

/** Lookup widgets of a descriptor form whose choices load without another field's value. */
function formLookups(area) {
  // Fields shown only once another field has a value are left to their own tests.
  const conditional = new Set((area.form?.conditions ?? []).map((c) => c.field));
  const fields = new Set(Object.keys(area.form?.schema?.properties ?? {}).filter((name) => !(area.form?.editOnly ?? []).includes(name)));
  return Object.entries(area.form?.uiSchema ?? {}).flatMap(([field, ui]) => {
    const source = ui?.['ui:options']?.source;
    const widget = ui?.['ui:widget'];
    if (!fields.has(field) || conditional.has(field) || !source || !['lookupSelect', 'multiLookup'].includes(widget)) return [];
    if (Object.values(source.query ?? {}).some((value) => /\{/.test(String(value)))) return [];
    return [{ field, source, widget }];
  });
}

const isSearchCall = (source, search) => (request) => {
  const url = new URL(request.url());
  return url.pathname === `/api/v1/${source.path}` && url.searchParams.get(source.search) === search;
};

suite.test('a long country and district list in a form: typed in English and in Arabic, chosen, saved with their ids', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const [cities] = loadAreas().filter((area) => area.area === 'cities');
  const countrySource = cities.form.uiSchema.country_id['ui:options'].source;
  const countries = await apiData(server, token, countrySource.path, countrySource.query, 'en');
  assert.ok(countries.length > HANDFUL, 'the country list is long');
  const saudi = countries.find((c) => c.name === 'Saudi Arabia');
  const saudiAr = (await apiData(server, token, countrySource.path, countrySource.query)).find((c) => c.id === saudi.id).name;
  const districts = await apiData(server, token, 'dashboard/district-of-countries', { country_id: saudi.id, active: 1 });
  assert.ok(districts.length > HANDFUL, 'the district list is long');
  const district = districts.find((d) => d.name === 'جدة') ?? districts[1];

  await page.goto(server.url('/cities/create'));
  await page.locator('#root_name_ar').fill('حي الاختيار');
  await page.locator('#root_name_en').fill('Picker Quarter');

  // Part of the English name, on an Arabic page: the server is asked after the pause.
  const country = page.getByRole('combobox', { name: ar('cities.country') });
  await country.click();
  const asked = page.waitForRequest(isSearchCall(countrySource, 'saud'));
  await country.pressSequentially('saud', { delay: 40 });
  await asked;
  await eventually(
    () => offered(page),
    (texts) => texts.length === 1 && texts[0] === saudiAr,
    { message: 'only Saudi Arabia is offered for "saud"' },
  );
  await page.getByRole('option', { name: saudiAr }).click();
  assert.equal(await country.inputValue(), saudiAr);

  // Part of the Arabic name of the district.
  const part = [...district.name].slice(0, 2).join('');
  const districtBox = page.getByRole('combobox', { name: ar('cities.district') });
  await eventually(() => districtBox.isEnabled(), Boolean, { message: 'the district opens once a country is chosen' });
  await districtBox.click();
  await districtBox.pressSequentially(part, { delay: 40 });
  await eventually(
    () => offered(page),
    (texts) => texts.includes(district.name) && texts.length < districts.length,
    { message: `"${part}" narrows the districts` },
  );
  await page.getByRole('option', { name: district.name, exact: true }).click();

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/dashboard/cities' && response.request().method() === 'POST');
  await page.getByRole('button', { name: ar('common.save') }).click();
  assert.equal((await saved).status(), 200);
  const [created] = await apiData(server, token, 'dashboard/cities', { name: 'Picker Quarter' }, 'en');
  assert.equal(created?.country?.id ?? created?.country_id, saudi.id, 'saved with the country id');
  assert.equal(created?.district?.id ?? created?.district_id, district.id, 'saved with the district id');
});

suite.test('a provider filter searches on the server as the admin types and filters the list by the chosen id', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const token = await server.token(ADMIN);
  const [orders] = loadAreas().filter((area) => area.area === 'orders');
  const filter = orders.list.filters.find((f) => f.param === 'provider_id');
  const providers = await apiData(server, token, filter.source.path, {}, 'ar');
  const bright = providers.find((p) => p.full_name === 'Bright Hands Co.');
  await page.goto(server.url(listPath(orders)));
  await waitForList(page);
  await page.locator('[data-testid=filter-toggle]').click();
  const picker = page.getByRole('combobox', { name: ar(filter.label) });
  await picker.click();
  const asked = page.waitForRequest(isSearchCall(filter.source, 'Bright'));
  await picker.pressSequentially('Bright', { delay: 40 });
  await asked;
  await eventually(
    () => offered(page),
    (texts) => texts.length > 0 && texts.every((t) => t.startsWith('Bright Hands')),
    { message: "the server's matches are offered" },
  );
  await page.getByRole('option', { name: 'Bright Hands Co.', exact: true }).click();
  assert.equal(await picker.inputValue(), 'Bright Hands Co.');
  // Chosen again through the helper every test can use: typing narrows the list on the server too.
  await pickOption(page, picker, exactly('Bright Hands Co.'), { search: 'Bright Hands' });
  await page.locator('[data-testid=filter-submit]').click();
  await page.waitForURL((url) => url.searchParams.get('provider_id') === String(bright.id));
});

suite.test('a short lookup list stays a plain select', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const [orders] = loadAreas().filter((area) => area.area === 'orders');
  const filter = orders.list.filters.find((f) => f.source && !f.source.search && !Object.values(f.source.query ?? {}).some((v) => /\{/.test(String(v))));
  const token = await server.token(ADMIN);
  const options = await apiData(server, token, filter.source.path, filter.source.query ?? {});
  assert.ok(options.length <= HANDFUL, `${filter.source.path} is short`);
  await page.goto(server.url(listPath(orders)));
  await waitForList(page);
  await page.locator('[data-testid=filter-toggle]').click();
  const select = page.getByRole('combobox', { name: ar(filter.label) });
  assert.notEqual(await select.evaluate((el) => el.tagName), 'INPUT', 'not a text box');
  // The same helper picks from a plain select and from a searchable one.
  const wanted = String(options[options.length - 1][filter.source.label ?? 'name']);
  await pickOption(page, select, exactly(wanted));
  assert.match(await select.innerText(), exactly(wanted));
});

// Every lookup of every descriptor form with a long list opens and narrows as the admin types.
const longLookups = loadAreas()
  .filter((area) => screensOf(area).includes('create') && !area.custom?.create)
  .flatMap((area) => formLookups(area).map((lookup) => ({ area, ...lookup })));

for (const { area, field, source } of longLookups) {
  suite.test(`${area.area} form: ${field} opens and narrows by typing when its list is long`, { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
    const token = await server.token(ADMIN);
    const all = await apiData(server, token, source.path, source.query ?? {});
    const labels = all.map((item) => String(item[source.label ?? 'name'] ?? ''));
    if (labels.length <= HANDFUL) return;
    // A word of a name from the middle of the list.
    const target = labels[Math.floor(labels.length / 2)];
    const typed = target
      .split(/\s+/)
      .sort((a, b) => b.length - a.length)[0]
      .slice(0, 4);
    await page.goto(server.url(`/${area.route}/create`));
    const picker = page.locator(`#root_${field}`);
    await picker.waitFor();
    // A list searched in the page is a plain select until its choices are there and found long.
    await eventually(
      () => picker.evaluate((el) => el.tagName),
      (tag) => tag === 'INPUT',
      { message: `${field} is a searchable box` },
    );
    await picker.click();
    await eventually(
      () => offered(page),
      (texts) => texts.length === labels.length,
      { message: `${field} opens with every choice` },
    );
    if (source.search) {
      const asked = page.waitForRequest(isSearchCall(source, typed));
      await picker.pressSequentially(typed, { delay: 30 });
      await asked;
    } else {
      await picker.pressSequentially(typed, { delay: 30 });
    }
    await eventually(
      () => offered(page),
      (texts) => texts.includes(target) && texts.length < labels.length,
      { message: `"${typed}" narrows ${field} to ${target} and others` },
    );
    await page.keyboard.press('Escape');
  });
}

/** The contact message list, its first row's message made long as a real one can be. */
async function longMessage(page) {
  const long = `${'The provider came late and the work was not finished, and nobody answered the phone. '.repeat(5)}Please call me back.`;
  await page.route('**/api/v1/dashboard/get-messages*', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.json();
      const unanswered = body.data.find((row) => !row.is_reply);
      unanswered.message = long;
      await route.fulfill({ response, json: body });
    } catch {
      // The page closed while the list was on its way (the test is over).
    }
  });
  return long;
}

suite.test('a long message cell is cut, shows its start in a tooltip on hover and focus and reads whole behind "read more"', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const long = await longMessage(page);
  const [messages] = loadAreas().filter((area) => area.area === 'contact-messages');
  await page.goto(server.url(listPath(messages)));
  await waitForList(page);
  const cell = page.locator('[data-testid=clamped-text]', { hasText: 'Please call me back.' });
  const box = await cell.boundingBox();
  const lineHeight = await cell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  assert.ok(box.height <= lineHeight * 3 + 2, `cut to 3 lines (${box.height}px)`);
  assert.equal(await cell.locator('span[dir]').getAttribute('dir'), 'auto', 'English text keeps its own direction in the Arabic page');
  const tooltip = page.getByRole('tooltip');
  const tooltipText = () => tooltip.innerText().catch(() => '');
  await cell.hover();
  await eventually(tooltipText, (t) => t.startsWith('The provider came late'), { message: 'pointing at the text shows it in a tooltip' });
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'detached' });
  // From the keyboard: Tab from the start of its table cell reaches the text and opens the tooltip.
  const opener = page.getByRole('button', { name: /^The provider came late/ });
  await cell.evaluate((el) => {
    const td = el.closest('td');
    td.tabIndex = -1;
    td.focus();
  });
  await page.keyboard.press('Tab');
  assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'the cut text takes the keyboard focus');
  await eventually(tooltipText, (t) => t.startsWith('The provider came late'), { message: 'the keyboard focus shows the tooltip' });
  const row = page.locator('[data-testid=list-row]', { has: cell });
  await row.getByRole('button', { name: new RegExp(ar('engine.readMore')) }).click();
  const dialog = page.getByRole('dialog');
  assert.equal((await dialog.locator('p').innerText()).trim(), long.trim(), 'the window holds the whole message');
  await dialog.getByRole('button', { name: ar('common.close') }).click();
  await dialog.waitFor({ state: 'detached' });
});

suite.test('the reply dialog shows the sender and the whole message above the reply field', { context: { signedInAs: ADMIN } }, async ({ page, server }) => {
  const long = await longMessage(page);
  const [messages] = loadAreas().filter((area) => area.area === 'contact-messages');
  await page.goto(server.url(listPath(messages)));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]', { hasText: 'Please call me back.' });
  await row.locator('[data-testid^=reply-]').click();
  const dialog = page.getByRole('dialog', { name: ar('contactMessages.replyAction') });
  const context = dialog.getByTestId('action-context');
  assert.ok((await context.innerText()).includes(long.trim()), 'the whole message is shown');
  assert.equal(await context.locator('input, textarea').count(), 0, 'read-only');
  const name = (await row.locator('td').nth(1).innerText()).trim();
  assert.ok((await context.innerText()).includes(name), 'the sender is shown');
  const reply = dialog.getByRole('textbox', { name: new RegExp(ar('contactMessages.reply')) });
  const [contextBox, replyBox] = [await context.boundingBox(), await reply.boundingBox()];
  assert.ok(contextBox.y + contextBox.height <= replyBox.y + 1, 'the message is above the reply field');
  await reply.fill('سنتواصل معك اليوم.');
  const sent = page.waitForRequest((request) => /\/dashboard\/reply-message\/\d+$/.test(new URL(request.url()).pathname));
  await dialog.getByTestId('action-send').click();
  assert.match((await sent).postData() ?? '', /reply_message=/);
});
