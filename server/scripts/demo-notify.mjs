// Raises one marketplace event on a running reference server, so a notification arrives in the
// dashboards that are open: `node server/scripts/demo-notify.mjs [notify_type]` (contact_us by default).
// PORT (8080), DEMO_EMAIL (admin@example.com) and DEMO_PASSWORD (Admin123) say where and as whom.

const origin = `http://127.0.0.1:${process.env.PORT || 8080}`;
const api = `${origin}/api/v1`;
const email = process.env.DEMO_EMAIL || 'admin@example.com';
const password = process.env.DEMO_PASSWORD || 'Admin123';
const notifyType = process.argv[2] || 'contact_us';

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function call(path, { token, body } = {}) {
  let response;
  try {
    response = await fetch(`${api}/${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        lang: 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    fail(`No server answers at ${origin}: start it first (npm start, or node server/dist/main.js).`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const detail = answer.errors ? ` ${JSON.stringify(answer.errors)}` : '';
    fail(`${path}: ${response.status} ${answer.message ?? response.statusText}${detail}`);
  }
  return answer;
}

const login = await call('dashboard/login', { body: { email, password } });
const raised = await call('dashboard/demo/notify', { token: login.data.token, body: { notify_type: notifyType } });
const { data } = raised;
console.log(raised.message);
console.log(`  ${data.title_en}: ${data.body_en}`);
console.log(`  ${data.title_ar}: ${data.body_ar}`);
console.log(`  data ${JSON.stringify(data.data)}; stored for ${data.recipients} admin(s), pushed to ${data.delivered} open socket(s)`);
