// Security in the browser. The dashboard works under its Content-Security-Policy without a single
// violation (sign-in, a list, a form, a show page, home, the notifications page live, a rich-text
// form, the report detail's map and the PDF export), and script payloads put through the API into
// every kind of text it shows (list cells, show pages, a confirmation, a filter, content pages,
// sent and incoming notifications) are shown as text and never run. With the policy on, a payload
// that became markup would also be reported as a violation, so each check counts those too.
import assert from 'node:assert/strict';
import { ADMIN, browserSuite, eventually, expectToast, login, text, waitForList } from './harness.mjs';

const suite = browserSuite(import.meta.url);
const arabic = { language: 'ar', signedInAs: ADMIN };
const ar = (key, values) => text('ar', key, values);

/** Texts that would run script if the dashboard ever treated them as markup or code. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  "{{constructor.constructor('window.__xss=1')()}}",
  '</textarea><script>window.__xss=1</script>',
  // A right-to-left override turns what follows around on screen; it must stay inert text too.
  `\u202E${'<img src=x onerror=window.__xss=1>gpj.exe '.repeat(5).trim()}\u202C`,
];
/** The payloads a name or a title may hold: the server refuses bidi overrides there (server/README.md, Security). */
const NAME_PAYLOADS = PAYLOADS.filter((payload) => !/[\u202A-\u202E\u2066-\u2069]/.test(payload));

// --- watching a page ---

/** Attributes whose value a browser follows as an address (where a javascript: one would run). */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background'];

/**
 * Records, for the whole context: policy violations (the document's event and the console's
 * errors), dialogs, and elements a payload could have made (inline scripts, on* attributes,
 * javascript: addresses naming the marker), as they are added and whenever `check` runs.
 */
async function watch(context, page) {
  const violations = [];
  const dialogs = [];
  const injected = [];
  await context.exposeBinding('__securityReport', (_source, report) => {
    (report.kind === 'violation' ? violations : injected).push(report);
  });
  await context.addInitScript((URL_ATTRIBUTES) => {
    const report = (value) => void window.__securityReport?.(value);
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report({
          kind: 'violation',
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
          page: document.location.href,
        }),
      true,
    );
    const suspicious = (element) => {
      const found = [];
      if (element.tagName === 'SCRIPT' && (!element.hasAttribute('src') || element.textContent.includes('__xss'))) found.push('inline script');
      for (const attribute of element.attributes ?? []) {
        if (/^on/i.test(attribute.name)) found.push(`${attribute.name} attribute`);
        else if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase()) && /^\s*javascript:/i.test(attribute.value) && attribute.value.includes('__xss')) {
          found.push(`javascript: ${attribute.name}`);
        }
      }
      return found;
    };
    const inspect = (element) => {
      for (const what of suspicious(element)) report({ kind: 'element', what, html: element.outerHTML.slice(0, 200), page: document.location.href });
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes') inspect(change.target);
        for (const node of change.addedNodes) {
          if (node.nodeType !== Node.ELEMENT_NODE) continue;
          inspect(node);
          for (const inner of node.querySelectorAll('*')) inspect(inner);
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, URL_ATTRIBUTES);
  const onConsole = (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({ kind: 'violation', console: message.text(), page: page.url() });
    }
  };
  page.on('console', onConsole);
  page.on('dialog', (dialog) => {
    // Leaving a form with typed text asks first: that question is the dashboard's own, and the answer is to leave.
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => {});
      return;
    }
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });

  /** Nothing ran, nothing was blocked, no payload became an element, so far. */
  const check = async (where) => {
    // An image whose address fails reports its error a moment after it is inserted.
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => typeof window.__xss), 'undefined', `no payload ran on ${where}`);
    const inDom = await page.evaluate((urlAttributes) => {
      const javascriptUrl = (attribute) => urlAttributes.includes(attribute.name.toLowerCase()) && /^\s*javascript:/i.test(attribute.value) && attribute.value.includes('__xss');
      return [...document.querySelectorAll('*')]
        .filter((element) => {
          if (element.tagName === 'SCRIPT' && (!element.hasAttribute('src') || element.textContent.includes('__xss'))) return true;
          return [...element.attributes].some((attribute) => /^on/i.test(attribute.name) || javascriptUrl(attribute));
        })
        .map((element) => element.outerHTML.slice(0, 200));
    }, URL_ATTRIBUTES);
    assert.deepEqual(inDom, [], `no payload element in the page on ${where}`);
    assert.deepEqual(injected, [], `no payload element was ever added, up to ${where}`);
    assert.deepEqual(dialogs, [], `no dialog opened, up to ${where}`);
    assert.deepEqual(violations, [], `no policy violation, up to ${where}`);
  };
  return { check, violations };
}

/** Waits until the bell's real-time connection is up. */
async function connected(page) {
  await eventually(
    () => page.locator('[data-testid=bell]').getAttribute('data-realtime'),
    (state) => state === 'connected',
    { message: 'the real-time connection is up' },
  );
}

/** Text as the page shows it: runs of white space as one space. */
const squeezed = (value) => value.replace(/\s+/g, ' ').trim();

/** What a long-text cell shows of a value in a list (see cells.tsx: the first 40 characters). */
const preview = (value) => (value.length <= 40 ? value : value.slice(0, 40).trimEnd());

/** The whole text of a shown field: a long text shows a preview whose button opens the rest in a window. */
async function wholeText(page, field) {
  const opener = field.getByRole('button');
  if ((await opener.count()) === 0) return squeezed(await field.innerText());
  await opener.click();
  const popup = page.getByRole('dialog');
  await popup.waitFor();
  const shown = squeezed(await popup.locator('.MuiDialogContent-root').innerText());
  await popup.getByRole('button', { name: ar('common.close') }).click();
  await popup.waitFor({ state: 'detached' });
  return shown;
}

function escapeHtml(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Calls the API as the admin; fails on anything but 200. */
async function apiWrite(server, token, path, body) {
  const answer = await server.api(path, { method: 'POST', token, body });
  assert.equal(answer.status, 200, `POST ${path}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

// --- the policy ---

suite.test('the dashboard is served with its policy, and its page holds no inline script', async ({ server }) => {
  for (const path of ['/dashboard/', '/dashboard/banks/all', '/dashboard/favicon.svg']) {
    const answer = await fetch(`${server.origin}${path}`);
    assert.equal(answer.status, 200, path);
    const policy = answer.headers.get('content-security-policy') ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      assert.ok(policy.includes(directive), `${path} has ${directive}: ${policy}`);
    }
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(answer.headers.get('referrer-policy'), 'same-origin', path);
    if (path !== '/dashboard/favicon.svg') {
      const html = await answer.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      assert.ok(scripts.length > 0, 'the page loads its script');
      for (const [tag, attributes, body] of scripts) {
        assert.match(attributes, /\bsrc=/, `every script is a file: ${tag.slice(0, 120)}`);
        assert.equal(body.trim(), '', 'no script has inline code');
      }
      assert.doesNotMatch(html, /\son[a-z]+\s*=/i, 'no inline event handler');
    }
  }
});

suite.test('signing in, lists, forms, show, home, live notifications, rich text, a map and the PDF export: no violation', { timeout: 180_000 }, async ({ page, context, server }) => {
  const { check, violations } = await watch(context, page);

  await login(page, server, ADMIN.email, ADMIN.password);
  await check('the login page and home after signing in');

  await page.goto(server.url('/banks/all'));
  await waitForList(page);
  const firstId = (await page.locator('[data-testid=list-row] [data-testid^="show-"]').first().getAttribute('data-testid')).replace('show-', '');
  await page.locator('[data-testid=filter-toggle]').click();
  await page.locator('input[name=name]').waitFor();
  await check('the banks list with its filters open');

  await page.goto(server.url('/banks/create'));
  await page.locator('#root_name_ar').waitFor();
  await page.locator('[data-testid=form-submit]').click();
  await expectToast(page, ar('VALIDATION.nameAr'));
  await check('the bank form');

  await page.goto(server.url(`/banks/show/${firstId}`));
  await page.locator('[data-testid="show-name_ar"]').waitFor();
  await check('a bank show page');

  await page.goto(server.url('/home'));
  await page.locator('[data-testid=greeting]').waitFor();
  await check('home');

  // The notifications page with the connection up; an arrival plays the chime.
  await page.goto(server.url('/all-notifications'));
  await connected(page);
  await page.locator('[data-testid=inbox-item]').first().waitFor();
  const token = await server.token();
  const raised = (await apiWrite(server, token, 'dashboard/demo/notify', { notify_type: 'new_provider' })).data;
  await expectToast(page, raised.title_ar);
  await eventually(
    () => page.locator('[data-testid=inbox-item]').first().innerText(),
    (shown) => shown.includes(raised.title_ar),
    { message: 'the arrival heads the list' },
  );
  await check('the notifications page, live');

  await page.goto(server.url('/app-content/policy'));
  const editor = page.locator('#root_content_ar');
  await editor.waitFor();
  await eventually(
    () => editor.innerText(),
    (value) => value.trim() !== '',
    { message: 'the editor shows the stored policy' },
  );
  await editor.click();
  await page.keyboard.type(' تجربة');
  await check('the rich-text form');

  // The report detail draws its map with Leaflet (tiles from https, which this machine may not reach).
  const booking = (await server.api('main/report-details', { token, query: { status: 'finished', booking_type: 'service' } })).body.data[0];
  // Leaving the typed text asks first (the browser's own question, accepted above), so the first try may be cut short.
  await page.goto(server.url(`/financial-reports/details?driver_id=${booking.driver_id}&status=finished&order_type=service`)).catch(() => {});
  await page.locator('[data-testid=report-coordinates]').waitFor();
  await page.locator('[data-testid=report-map-unavailable], [data-testid=report-map] .leaflet-tile-loaded').first().waitFor({ timeout: 20_000 });
  await check('the report detail with its map');

  await page.goto(server.url('/financial-reports/all'));
  await waitForList(page);
  const download = page.waitForEvent('download');
  await page.locator('[data-testid=export-pdf]').click();
  const saved = await download;
  assert.match(saved.suggestedFilename(), /\.pdf$/);
  await expectToast(page, ar('messages.generatedSuccessfully'));
  await check('the financial report and its PDF export');

  // The policy is really enforced: a script slipped in by hand is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
  });
  await eventually(
    () => violations.length,
    (n) => n > 0,
    { message: 'an inline script is reported' },
  );
  assert.equal(await page.evaluate(() => typeof window.__xss), 'undefined', 'the inline script did not run');
  assert.ok(
    violations.some((violation) => violation.directive === 'script-src-elem'),
    JSON.stringify(violations),
  );
});

// --- payloads ---

suite.test('payloads as bank names stay text: list cells, show pages, the delete confirmation and the name filter', { context: arabic, timeout: 180_000 }, async ({ page, context, server }) => {
  const { check } = await watch(context, page);
  const token = await server.token();
  const country = (await server.api('dashboard/countries', { token, query: { limit: 0, active: 1 } })).body.data[0];
  const banks = [];
  for (const [index, payload] of NAME_PAYLOADS.entries()) {
    const created = await apiWrite(server, token, 'dashboard/banks', { name_ar: payload, name_en: NAME_PAYLOADS[(index + 1) % NAME_PAYLOADS.length], country_id: country.id, active: 1 });
    banks.push(created.data);
  }

  // Each payload is looked up by the list's name filter: the panel shows it back, the row shows it as text.
  for (const bank of banks) {
    await page.goto(server.url(`/banks/all?name=${encodeURIComponent(bank.name_ar)}`));
    await waitForList(page);
    const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="show-${bank.id}"]`) });
    await eventually(
      () => row.innerText(),
      (shown) => squeezed(shown).includes(squeezed(bank.name_ar)) && squeezed(shown).includes(squeezed(bank.name_en)),
      {
        message: `the row shows ${JSON.stringify(bank.name_ar)} as text`,
      },
    );
    await page.locator('[data-testid=filter-toggle]').click();
    assert.equal(await page.locator('input[name=name]').inputValue(), bank.name_ar, 'the filter panel shows the payload back as typed');
    await check(`the banks list filtered by ${JSON.stringify(bank.name_ar)}`);

    // The confirmation names the record.
    await page.locator('[data-testid=filter-toggle]').click();
    await page.locator('input[name=name]').waitFor({ state: 'detached' });
    await page.locator(`[data-testid="delete-${bank.id}"]`).click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    assert.ok(squeezed(await confirm.innerText()).includes(squeezed(bank.name_ar)), `the confirmation shows ${JSON.stringify(bank.name_ar)} as text`);
    await confirm.getByRole('button', { name: ar('common.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    await check(`the delete confirmation of ${JSON.stringify(bank.name_ar)}`);

    await page.goto(server.url(`/banks/show/${bank.id}`));
    const shownAr = page.locator('[data-testid="show-name_ar"]');
    await shownAr.waitFor();
    assert.equal(squeezed(await shownAr.innerText()), squeezed(bank.name_ar));
    assert.equal(squeezed(await page.locator('[data-testid="show-name_en"]').innerText()), squeezed(bank.name_en));
    await check(`the show page of ${JSON.stringify(bank.name_ar)}`);
  }
});

suite.test('payloads in FAQ questions and answers and in sent notifications stay text, in lists and on show pages', { context: arabic, timeout: 180_000 }, async ({ page, context, server }) => {
  const { check } = await watch(context, page);
  const token = await server.token();
  const questions = [];
  const sent = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const other = PAYLOADS[(index + 1) % PAYLOADS.length];
    const name = NAME_PAYLOADS[index % NAME_PAYLOADS.length];
    const otherName = NAME_PAYLOADS[(index + 1) % NAME_PAYLOADS.length];
    questions.push((await apiWrite(server, token, 'dashboard/questions', { name_ar: name, name_en: otherName, content_ar: other, content_en: payload, active: 1 })).data);
    const title = `${index} ${name}`;
    await apiWrite(server, token, 'dashboard/send-notifications', { sender: 'employees', title_ar: title, title_en: otherName, content_ar: other, content_en: payload });
    const found = (await server.api('dashboard/send-notifications', { token, query: { title } })).body.data.find((row) => row.title === title);
    assert.ok(found, `the sent notification "${title}" is listed by the API`);
    sent.push({ id: found.id, title, content: other });
  }

  await page.goto(server.url('/FAQ/all'));
  await waitForList(page);
  for (const question of questions) {
    const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="show-${question.id}"]`) });
    const shown = squeezed(await row.innerText());
    assert.ok(shown.includes(squeezed(preview(question.name_ar))) && shown.includes(squeezed(preview(question.content_ar))), `the FAQ row shows its payloads as text: ${shown}`);
  }
  await check('the FAQ list');
  for (const question of questions) {
    await page.goto(server.url(`/FAQ/show/${question.id}`));
    await page.locator('[data-testid=show-name_ar]').waitFor();
    for (const field of ['name_ar', 'name_en', 'content_ar', 'content_en']) {
      assert.equal(await wholeText(page, page.locator(`[data-testid=show-${field}]`)), squeezed(question[field]), `the FAQ ${field} is shown as text`);
    }
    await check(`the FAQ show page of ${JSON.stringify(question.name_ar)}`);
  }

  await page.goto(server.url('/notifications/all'));
  await waitForList(page);
  for (const notification of sent) {
    const row = page.locator('[data-testid=list-row]').filter({ has: page.locator(`[data-testid="show-${notification.id}"]`) });
    const shown = squeezed(await row.innerText());
    assert.ok(shown.includes(squeezed(notification.title)) && shown.includes(squeezed(preview(notification.content))), `the sent notification row shows its payloads as text: ${shown}`);
  }
  await check('the sent notifications list');
  for (const notification of sent) {
    await page.goto(server.url(`/notifications/show/${notification.id}`));
    const title = page.locator('[data-testid=show-title_ar]');
    await title.waitFor();
    assert.equal(squeezed(await title.innerText()), squeezed(notification.title));
    assert.equal(await wholeText(page, page.locator('[data-testid=show-content_ar]')), squeezed(notification.content));
    await check(`the sent notification show page of ${JSON.stringify(notification.title)}`);
  }
});

suite.test('a content page’s HTML from the API: tags that run are gone, payloads written as text show as text', { context: arabic }, async ({ page, context, server }) => {
  const { check } = await watch(context, page);
  const token = await server.token();
  const live = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<svg onload=window.__xss=1></svg>',
    '<a href="javascript:window.__xss=1">رابط</a>',
    '<p onclick="window.__xss=1" style="background:url(javascript:window.__xss=1)">فقرة</p>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<textarea></textarea><script>window.__xss=1</script>',
  ].join('');
  const written = PAYLOADS.map((payload) => `<p>${escapeHtml(payload)}</p>`).join('');
  const html = `<h2>سياسة الخصوصية</h2>${live}${written}`;
  await apiWrite(server, token, 'dashboard/general-setting', { type: 'privacy_policy', content_ar: html, content_en: `<h2>Privacy</h2>${live}${written}` });

  await page.goto(server.url('/app-content/policy'));
  for (const id of ['#root_content_ar', '#root_content_en']) {
    const editor = page.locator(id);
    await editor.waitFor();
    await eventually(
      () => editor.innerText(),
      (value) => PAYLOADS.every((payload) => squeezed(value).includes(squeezed(payload))),
      {
        message: `${id} shows every payload written as text`,
      },
    );
    assert.equal(await editor.locator('script, svg, iframe, textarea, [onerror], [onload], [onclick], a[href^="javascript:" i]').count(), 0, `${id} holds none of the tags that run`);
  }
  await check('the policy form');
});

suite.test('payloads as an incoming notification’s title and body stay text: toast, bell and notifications page', { context: arabic, timeout: 180_000 }, async ({ page, context, server }) => {
  const { check } = await watch(context, page);
  const token = await server.token();
  await page.goto(server.url('/home'));
  await connected(page);
  const raised = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const body = PAYLOADS[(index + 1) % PAYLOADS.length];
    const answer = (await apiWrite(server, token, 'dashboard/demo/notify', { notify_type: 'contact_us', title: payload, body })).data;
    assert.equal(answer.title_ar, payload, 'the server keeps the title as sent');
    raised.push({ title: payload, body });
    await expectToast(page, payload.replace(/\s+/g, ' '));
    await check(`the toast of ${JSON.stringify(payload)}`);
  }

  await page.locator('[data-testid=bell]').click();
  const items = page.locator('[data-testid=bell-item]');
  await items.first().waitFor();
  const shownInBell = (await items.allInnerTexts()).map(squeezed);
  for (const { title, body } of raised) {
    assert.ok(
      shownInBell.some((shown) => shown.includes(squeezed(title)) && shown.includes(squeezed(body))),
      `the bell shows ${JSON.stringify(title)} with its body as text: ${JSON.stringify(shownInBell)}`,
    );
  }
  await check('the bell menu');
  await page.keyboard.press('Escape');

  await page.goto(server.url('/all-notifications'));
  await page.locator('[data-testid=inbox-item]').first().waitFor();
  const shownOnPage = (await page.locator('[data-testid=inbox-item]').allInnerTexts()).map(squeezed);
  for (const { title, body } of raised) {
    assert.ok(
      shownOnPage.some((shown) => shown.includes(squeezed(title)) && shown.includes(squeezed(body))),
      `the notifications page shows ${JSON.stringify(title)} with its body as text`,
    );
  }
  await check('the notifications page');
});

suite.test('a javascript: address is refused by the contact page’s link fields', { context: arabic }, async ({ page, context, server }) => {
  const { check } = await watch(context, page);
  const token = await server.token();
  const before = (await server.api('dashboard/general-setting', { token, query: { type: 'contact_us' } })).body.data;
  for (const field of ['whatsapp', 'facebook', 'snapchat', 'youtube', 'instagram', 'location']) {
    const answer = await server.api('dashboard/general-setting', { method: 'POST', token, body: { type: 'contact_us', 'phone_number[0]': '0555555555', [field]: 'javascript:window.__xss=1' } });
    assert.equal(answer.status, 422, `${field} refuses a javascript: address: ${JSON.stringify(answer.body)}`);
    assert.ok(answer.body.errors?.[field], `${field} is named in the errors`);
  }
  assert.deepEqual((await server.api('dashboard/general-setting', { token, query: { type: 'contact_us' } })).body.data, before, 'nothing was saved');

  // Typed into the form, it is refused there too and stays in its field as text.
  await page.goto(server.url('/app-content/contact'));
  const facebook = page.locator('#root_facebook');
  await facebook.waitFor();
  await facebook.fill('javascript:window.__xss=1');
  await page.locator('[data-testid=form-submit]').click();
  await page.locator('.notistack-SnackbarContainer .notistack-MuiContent-error').first().waitFor();
  assert.equal(await facebook.inputValue(), 'javascript:window.__xss=1');
  await check('the contact page form');
});
