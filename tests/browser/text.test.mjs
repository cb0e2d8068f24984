// Text in both languages: values in their own direction, the rich-text editor's direction and
// translated toolbar, Hijri dates beside Gregorian ones, dates chosen in the admin's language,
// amounts with two decimals, and no translation key on the home page, the bell and the profile in
// either language. Every screen of every area is checked for translation keys in Arabic by the
// smoke walk (smoke.test.mjs) and in both languages by the accessibility walks
// (a11y/walks.mjs), generated from the descriptors.
import assert from 'node:assert/strict';
import { ADMIN, apiSession, browserSuite, eventually, listPath, loadAreas, rowIds, screensOf, text, waitForList, waitForPath } from './harness.mjs';
import { chooseDate } from './dateField.mjs';
import { englishTextsIn, expectNoRawKeys, rawKeysIn } from './rawKeys.mjs';

const suite = browserSuite(import.meta.url);
const areas = loadAreas();
const arabic = { signedInAs: ADMIN, language: 'ar' };
const english = { signedInAs: ADMIN, language: 'en' };

/** An element's own direction as the browser lays it out, and its dir attribute. */
const directionOf = (locator) => locator.evaluate((el) => ({ dir: el.getAttribute('dir'), computed: getComputedStyle(el).direction }));

/** Chooses the calendar in the header's menu. */
async function chooseCalendar(page, language, key) {
  await page.locator('[data-testid=calendar-toggle]').click();
  await page.getByRole('menuitemradio', { name: text(language, key), exact: true }).click();
}

suite.test('an English name in the Arabic banks list is laid out left to right, an Arabic one right to left', { context: arabic }, async ({ page, server }) => {
  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  const row = page.locator('[data-testid=list-row]').first();
  const englishName = row
    .locator('span[dir]')
    .filter({ hasText: /^[A-Za-z]/ })
    .first();
  const { dir, computed } = await directionOf(englishName);
  assert.ok(dir === 'auto' || dir === 'ltr', `the English name has dir=auto or ltr (has ${dir})`);
  assert.equal(computed, 'ltr');
  const arabicName = row
    .locator('span[dir]')
    .filter({ hasText: /^[\u0600-\u06FF]/ })
    .first();
  assert.equal((await directionOf(arabicName)).computed, 'rtl');
});

suite.test('in an Arabic form the English name is typed left to right, the Arabic one right to left', { context: arabic }, async ({ page, server }) => {
  await page.goto(server.url('/banks/create'));
  const nameEn = page.locator('#root_name_en');
  await nameEn.waitFor();
  assert.deepEqual(await directionOf(nameEn), { dir: 'ltr', computed: 'ltr' });
  assert.equal((await directionOf(page.locator('#root_name_ar'))).computed, 'rtl');
});

suite.test('in an English page the Arabic name is typed right to left', { context: english }, async ({ page, server }) => {
  await page.goto(server.url('/banks/create'));
  const nameAr = page.locator('#root_name_ar');
  await nameAr.waitFor();
  assert.deepEqual(await directionOf(nameAr), { dir: 'rtl', computed: 'rtl' });
  assert.equal((await directionOf(page.locator('#root_name_en'))).computed, 'ltr');
});

/**
 * How far each value's text lies from the start edge of its box (the side its label is on), in px:
 * a value in the other script keeps its own direction but not the other edge.
 */
const offsetsFromStart = (locator) =>
  locator.evaluateAll((elements) =>
    elements
      .filter((el) => el.textContent.trim() !== '')
      .map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const [textBox, box] = [range.getBoundingClientRect(), el.getBoundingClientRect()];
        const gap = document.documentElement.dir === 'rtl' ? box.right - textBox.right : textBox.left - box.left;
        return { text: el.textContent.trim(), gap: Math.round(gap) };
      }),
  );

const farFromLabel = (offsets) => offsets.filter(({ gap }) => gap > 2);

for (const language of ['ar', 'en']) {
  suite.test(
    `in ${language}, values in the other script sit beside their labels on the order detail and in the reply dialog`,
    { context: { signedInAs: ADMIN, language } },
    async ({ page, server }) => {
      const token = await server.token(ADMIN);
      const [order] = (await server.api('dashboard/jobs/get-jobs', { token, query: { status: 'finished' } })).body.data;
      await page.goto(server.url(`/orders/show/${order.id}`));
      await page.locator('[data-testid=order-section-job]').waitFor();
      const values = await offsetsFromStart(page.locator('dd[data-testid^=order-]'));
      assert.ok(values.length > 8, 'the order shows its values');
      assert.deepEqual(farFromLabel(values), [], "every value starts at its label's side");

      await page.goto(server.url('/contact-messages/all'));
      await waitForList(page);
      await page.locator('[data-testid^=reply-]').first().click();
      const dialog = page.getByRole('dialog');
      const context = dialog.locator('[data-testid=action-context] dd');
      await context.first().waitFor();
      const shown = await offsetsFromStart(context);
      assert.equal(shown.length, 3, 'the sender, the address and the message');
      assert.deepEqual(farFromLabel(shown), [], 'the address and the message start under their labels');

      // A reply in the other language keeps its full stop at its end, and stays on the page's side.
      const reply = dialog.getByRole('textbox', { name: text(language, 'contactMessages.reply') });
      await reply.fill(language === 'ar' ? 'Thank you.' : 'شكرا لك.');
      const laidOut = await reply.evaluate((el) => ({ direction: getComputedStyle(el).direction, align: getComputedStyle(el).textAlign }));
      assert.deepEqual(laidOut, { direction: language === 'ar' ? 'ltr' : 'rtl', align: language === 'ar' ? 'right' : 'left' });
    },
  );
}

// The area whose form has an English rich text (richText widget on a *_en field).
const richArea = areas.find((area) => Object.entries(area.form?.uiSchema ?? {}).some(([name, ui]) => name.endsWith('_en') && ui['ui:widget'] === 'richText'));

for (const [language, other] of [
  ['ar', 'en'],
  ['en', 'ar'],
]) {
  suite.test(
    `the rich-text editor in ${language}: the other language's text in its direction, the toolbar named in ${language}`,
    { context: { signedInAs: ADMIN, language } },
    async ({ page, server }) => {
      assert.ok(richArea, 'an area has an English rich text');
      const field = Object.keys(richArea.form.uiSchema).find((name) => name.endsWith(`_${other}`));
      await page.goto(server.url(listPath(richArea)));
      const editor = page.locator(`[id="root_${field}"]`);
      await editor.waitFor();
      assert.equal((await directionOf(editor)).computed, other === 'en' ? 'ltr' : 'rtl', `${field} is written in its own direction`);
      const toolbar = page.locator('.ql-toolbar').first();
      for (const [selector, key] of [
        ['button.ql-bold', 'editor.bold'],
        ['button.ql-italic', 'editor.italic'],
        ['button.ql-list[value=ordered]', 'editor.orderedList'],
        ['button.ql-list[value=bullet]', 'editor.bulletList'],
        ['button.ql-link', 'editor.link'],
        ['.ql-header .ql-picker-label', 'editor.heading'],
      ]) {
        const control = toolbar.locator(selector);
        assert.equal(await control.getAttribute('aria-label'), text(language, key), `${selector} is named`);
        assert.equal(await control.getAttribute('title'), text(language, key), `${selector} has a title`);
      }
      // The heading picker shows its choices in the page's language, not Quill's "Normal" and "Heading 2".
      const before = (selector) => toolbar.locator(selector).evaluate((el) => getComputedStyle(el, '::before').content);
      assert.equal(await before('.ql-header .ql-picker-item:not([data-value])'), JSON.stringify(text(language, 'editor.normal')));
      assert.equal(await before('.ql-header .ql-picker-item[data-value="2"]'), JSON.stringify(text(language, 'editor.heading2')));
      const current = await before('.ql-header .ql-picker-label');
      assert.ok(['editor.normal', 'editor.heading2', 'editor.heading3'].map((key) => JSON.stringify(text(language, key))).includes(current), `the picker shows ${current}`);
    },
  );
}

suite.test('opening a page with rich texts leaves the focus out of their editors: no caret, no phone keyboard', { context: english }, async ({ page, server }) => {
  await page.goto(server.url(listPath(richArea)));
  await page.locator('.ql-editor').first().waitFor();
  // Every editor is made and has read its text.
  const editors = Object.values(richArea.form.uiSchema).filter((ui) => ui['ui:widget'] === 'richText').length;
  await eventually(
    () => page.locator('.ql-editor').count(),
    (count) => count === editors,
    { message: `${editors} editors` },
  );
  assert.ok((await page.locator('.ql-editor').first().textContent()).trim().length > 0, 'the page has its text');
  const focused = await page.evaluate(() => ({ inEditor: Boolean(document.activeElement?.closest('.ql-container')), selection: window.getSelection()?.rangeCount ?? 0 }));
  assert.deepEqual(focused, { inEditor: false, selection: 0 });
});

suite.test('choosing Hijri shows Umm al-Qura dates beside Gregorian ones on a list and on notifications, and is remembered', { context: arabic }, async ({ page, server }) => {
  // A list with a date column, found from the descriptors.
  const dated = areas.find((area) => screensOf(area).includes('list') && area.list.columns.some((column) => column.cell === 'date') && !area.list.filters?.some((f) => f.required));
  assert.ok(dated, 'a list has a date column');
  const heading = text('ar', dated.list.columns.find((c) => c.cell === 'date').label);
  await page.goto(server.url(listPath(dated)));
  await waitForList(page);
  const headings = (await page.locator('thead th').allInnerTexts()).map((shown) => shown.trim());
  assert.ok(headings.includes(heading), `the list shows the column ${heading}`);
  const cell = page.locator('[data-testid=list-row]').first().locator('td').nth(headings.indexOf(heading));
  const before = (await cell.innerText()).trim();
  assert.doesNotMatch(before, /هـ/, 'Gregorian alone by default');

  await chooseCalendar(page, 'ar', 'shell.calendarHijri');
  await eventually(
    () => cell.innerText(),
    (shown) => /\(.*هـ\)/.test(shown) && shown.startsWith(before),
    { message: `the date shows its Hijri date beside the Gregorian one (${before})` },
  );
  assert.equal(await page.evaluate(() => localStorage.getItem('dashboard.calendar')), 'hijri');

  // Notifications follow the same choice, after a reload too.
  const inbox = areas.find((area) => area.custom?.list === 'incomingNotifications') ?? areas.find((area) => area.route?.startsWith('notifications/'));
  await page.goto(server.url(inbox ? listPath(inbox) : '/notifications/get-notifications'));
  const item = page.locator('[data-testid=inbox-item]').first();
  await item.waitFor();
  assert.match(await item.innerText(), /\([^)]*هـ\)/, 'a notification shows its Hijri date');
  await page.locator('[data-testid=bell]').click();
  const bellItem = page.locator('[data-testid=bell-item]').first();
  await bellItem.waitFor();
  assert.match(await bellItem.innerText(), /\([^)]*هـ\)/, 'the bell shows Hijri dates');
  await page.keyboard.press('Escape');

  await chooseCalendar(page, 'ar', 'shell.calendarGregorian');
  await eventually(
    () => item.innerText(),
    (shown) => !/هـ/.test(shown),
    { message: 'back to Gregorian alone' },
  );
});

suite.test('a date is chosen with Arabic month names and saved as an ISO date', { context: arabic }, async ({ page, server }) => {
  // A form with a date field, found from the descriptors: its first record is edited.
  const area = areas.find(
    (candidate) =>
      screensOf(candidate).includes('edit') &&
      screensOf(candidate).includes('list') &&
      Object.entries(candidate.form.schema.properties).some(([name, p]) => p.format === 'date' && !candidate.form.createOnly?.includes(name)),
  );
  assert.ok(area, 'a form has a date field');
  const field = Object.entries(area.form.schema.properties).find(([name, p]) => p.format === 'date' && !area.form.createOnly?.includes(name))[0];
  await page.goto(server.url(listPath(area)));
  await waitForList(page);
  const id = (await rowIds(page))[0];
  await page.goto(server.url(`/${area.route}/edit/${id}`));
  const dateField = page.locator('[data-testid=date-field]').filter({ has: page.locator(`[id="root_${field}"]`) });
  await dateField.waitFor();
  const months = await dateField.locator('select[data-part=month] option').allInnerTexts();
  const expected = Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)));
  assert.deepEqual(months.slice(1), expected, 'the months are named in Arabic');
  assert.ok(months.includes('يناير'));
  assert.equal(await page.locator(`input[type=date]`).count(), 0, "no browser date box (it follows the browser's language)");

  await chooseDate(dateField, '1990-02-14');
  await page.locator('[data-testid=form-submit]').click();
  await waitForPath(page, new RegExp(`^/${area.route}/all`));
  const token = (await apiSession(server)).token;
  const answer = await server.api(area.api.show.path.replace('{id}', id), { token });
  assert.equal(String(answer.body.data[field]).slice(0, 10), '1990-02-14', 'the API has the ISO date');
});

suite.test('amounts show two decimals in lists', { context: english }, async ({ page, server }) => {
  const area = areas.find((candidate) => screensOf(candidate).includes('list') && candidate.list.columns.some((column) => column.cell === 'money'));
  assert.ok(area, 'a list has a money column');
  await page.goto(server.url(listPath(area)));
  await waitForList(page);
  const rows = await page.locator('[data-testid=list-row]').allInnerTexts();
  const amounts = rows.join('\n').match(/[\d,]+(?:\.\d+)? SAR/g) ?? [];
  assert.ok(amounts.length > 0, 'the list shows amounts');
  for (const amount of amounts) assert.match(amount, /^\d{1,3}(,\d{3})*\.\d{2} SAR$/, `${amount} has two decimals`);
});

suite.test('the walks below know a translation key when they see one', () => {
  assert.deepEqual(rawKeysIn('Delete common.delete · wallets.newBalance · engine.dateDay.'), ['common.delete', 'wallets.newBalance', 'engine.dateDay']);
  assert.deepEqual(rawKeysIn('admin@example.com, https://example.com/a.pdf, invoice.pdf, 1,250.50 SAR, St. James'), []);
  // A field named by its API name, and a flag's raw value after its name.
  assert.deepEqual(rawKeysIn('Choose service_type_id first\nالمنتهية فقط: 1'), ['service_type_id', 'المنتهية فقط: 1']);
  assert.deepEqual(rawKeysIn('first_name@example.com, /files/car_photo.png, report_2026.xlsx, Page 1'), []);
  // On an Arabic page, a line that is one of the product's English texts (placeholders filled) is one too many.
  assert.ok(englishTextsIn(`الحسابات\n${text('en', 'engine.delete')}\nRiyad Bank`).includes('engine.delete'));
  assert.ok(englishTextsIn(text('en', 'engine.selectRow', { name: 'Riyad Bank' })).includes('engine.selectRow'));
  assert.deepEqual(englishTextsIn(`${text('ar', 'engine.delete')}\nRiyad Bank\nadmin@example.com`), []);
});

suite.test('values and messages in words: a row field waits for its sibling by label, app types, a flag chip, initials, saved views', { context: arabic }, async ({ page, server }) => {
  const ar = (key, values) => text('ar', key, values);
  // A car package's service waits for its service type, named as the form names it.
  await page.goto(server.url('/car-packages/create'));
  const waiting = page.getByText(ar('engine.chooseFirst', { field: ar('carPackages.serviceType') }));
  await waiting.first().waitFor();
  assert.deepEqual(rawKeysIn(await page.locator('form').innerText()), []);

  // The clients' app types in words.
  await page.goto(server.url('/clients/all'));
  await waitForList(page);
  const types = await page.locator('[data-testid=list-row] td:nth-child(5)').allInnerTexts();
  assert.ok(types.length > 0, 'the list shows clients');
  for (const type of types) assert.ok([ar('people.appTypes.ios'), ar('people.appTypes.android')].includes(type.trim()), `"${type}" is an app type in words`);
  // The saved-views button is not called as the offers are.
  const views = page.getByRole('button', { name: ar('engine.views'), exact: true });
  await views.waitFor();
  assert.notEqual(ar('engine.views'), ar('offers.title'));

  // A flag from a link reads as words (the uncompleted report's count opens is_finished=0).
  await page.goto(server.url('/orders/all?is_finished=0'));
  await waitForList(page);
  const chip = page.locator('[data-testid=filter-chip-is_finished]');
  assert.equal((await chip.innerText()).trim(), `${ar('orders.progress')}: ${ar('orders.progresses.underWay')}`);

  // An admin without a photo is shown by the initials of the name.
  await page.goto(server.url('/admins/all'));
  await waitForList(page);
  const initials = page.locator('[data-testid=list-row] [data-testid=initials-avatar]');
  await initials.first().waitFor();
  const first = initials.first();
  const name = await first.getAttribute('aria-label');
  assert.equal(
    (await first.innerText()).trim(),
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => [...word][0])
      .join('')
      .toUpperCase(),
  );
  assert.equal(await page.locator('[data-testid=list-row]').first().getByText(ar('common.noData')).count(), 0);
});

// Every screen of every area, the home page, notifications and the profile dialog, in both
// languages: no text may be a translation key.
for (const language of ['ar', 'en']) {
  suite.test(`no translation key on the home page, the notifications and the profile dialog (${language})`, { context: { signedInAs: ADMIN, language } }, async ({ page, server }) => {
    await page.goto(server.url('/home'));
    await page.locator('[data-testid=home-statistics][aria-busy=false]').waitFor();
    await expectNoRawKeys(page, `home (${language})`);
    await page.locator('[data-testid=bell]').click();
    await page.locator('[data-testid=bell-menu]').waitFor();
    await page.waitForTimeout(300);
    await expectNoRawKeys(page, `the bell's menu (${language})`);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=profile-button]').click();
    await page.locator('[data-testid=profile-dialog]').waitFor();
    await page.locator('[data-testid=profile-name]').waitFor();
    await expectNoRawKeys(page, `the profile dialog (${language})`);
  });
}
