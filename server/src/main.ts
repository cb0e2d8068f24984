import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, buildApp } from './app.js';
import { removeDatabaseFiles } from './db/files.js';
import { demoStaffSeeds, STAFF_PASSWORD } from './db/seed-content-data.js';
import { adminSeeds } from './db/seed-data.js';
import { boundOrigin, readAppUrl } from './http/app-url.js';
import { isDirectory } from './http/dashboard-static.js';
import { readTrustProxy } from './http/trust-proxy.js';
import { readMailSettings } from './mail/transports.js';
import { readPusherConfig } from './realtime/config.js';

/** The repository root: this file runs as server/dist/main.js. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const port = readPort(process.env['PORT']);
  const host = process.env['HOST'] ?? '127.0.0.1';
  const dbPath = resolve(process.env['DB_PATH'] ?? join(repoRoot, '.data', 'marketplace.sqlite'));
  // STATIC_DIR serves another build of the dashboard (the tests build one from changed descriptors).
  const staticDir = process.env['STATIC_DIR'] ?? join(repoRoot, 'dist');

  if (process.argv.includes('--reset-only')) {
    removeDatabaseFiles(dbPath);
    const app = await buildApp({ dbPath });
    await app.close();
    console.log(`Database reset and seeded: ${dbPath}`);
    return;
  }

  // Read once: links in answers follow configuration, never a request's Host.
  const appUrl = readAppUrl(process.env['APP_URL'], host, port);
  const pusher = readPusherConfig();
  if (pusher.randomSecret) {
    console.warn('PUSHER_APP_SECRET is not set: real-time channels are signed with a random secret drawn at this start.');
  }
  const mail = readMailSettings(process.env, dbPath);
  const app = await buildApp({
    dbPath,
    staticDir,
    logger: process.env['LOG'] === '1',
    trustProxy: readTrustProxy(process.env['TRUST_PROXY']),
    appUrl,
    pusher,
    mailer: mail.mailer,
    resetCodeInAnswer: mail.codeInAnswer,
    backgroundCheckpoints: true,
  });
  const stop = (): void => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port, host });
  const origin = boundOrigin(host, port);
  console.log(`Dashboard: ${origin}/dashboard/${isDirectory(staticDir) ? '' : '  (not built yet: run npm run build)'}`);
  console.log(`API root:  ${origin}${API_PREFIX}/`);
  console.log(`Database:  ${dbPath}`);
  console.log(`Mail:      ${mail.description}`);
  console.log('Demo accounts:');
  for (const admin of [...adminSeeds, ...demoStaffSeeds]) console.log(`  ${admin.email} / ${admin.password}`);
  console.log(`  (other staff accounts: ${STAFF_PASSWORD})`);
  // Last, so they are what the operator sees.
  for (const warning of mail.warnings) console.warn(warning);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
