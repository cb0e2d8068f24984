import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Names storeImage gives; only these are ours to delete from a folder that may be shared. */
const STORED_UPLOAD = /^[0-9a-f]{32}\.(png|jpg)$/;

/** Removes a database with its WAL side files and the uploads stored beside it. */
export function removeDatabaseFiles(dbPath: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${dbPath}${suffix}`, { force: true });
  const uploads = join(dirname(dbPath), 'uploads');
  let names: string[];
  try {
    names = readdirSync(uploads);
  } catch {
    return;
  }
  for (const name of names) if (STORED_UPLOAD.test(name)) rmSync(join(uploads, name), { force: true });
}
