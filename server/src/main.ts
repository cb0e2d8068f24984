import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, buildApp } from './app.js';
import { removeDatabaseFiles } from './db/files.js';
import { demoStaffSeeds, STAFF_PASSWORD } from './db/seed-content-data.js';
import { adminSeeds } from './db/seed-data.js';
import { isDirectory } from './http/dashboard-static.js';

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

  const app = await buildApp({ dbPath, staticDir, logger: process.env['LOG'] === '1' });
  const stop = (): void => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const origin = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  console.log(`Dashboard: ${origin}/dashboard/${isDirectory(staticDir) ? '' : '  (not built yet: run npm run build)'}`);
  console.log(`API root:  ${origin}${API_PREFIX}/`);
  console.log(`Database:  ${dbPath}`);
  console.log('Demo accounts:');
  for (const admin of [...adminSeeds, ...demoStaffSeeds]) console.log(`  ${admin.email} / ${admin.password}`);
  console.log(`  (other staff accounts: ${STAFF_PASSWORD})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
