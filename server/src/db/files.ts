import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { STORED_UPLOAD } from '../uploads/images.js';

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
  // Only names storeUpload gives are ours to delete from a folder that may be shared.
  for (const name of names) if (STORED_UPLOAD.test(name)) rmSync(join(uploads, name), { force: true });
}
