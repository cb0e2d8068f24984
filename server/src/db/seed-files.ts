import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { thumbnailPath, UPLOADS_PREFIX } from '../uploads/images.js';
import { makePdf } from '../uploads/pdf.js';
import { hueColor, makePng } from '../uploads/png.js';

/** A seeded file: a content-derived name (so db:reset cleans it up) and how to make it. */
export interface SeedFile {
  readonly path: string;
  readonly file: string;
  readonly make: () => Buffer;
}

function seedName(kind: string, key: string, extension: string): { path: string; file: string } {
  const file = `${createHash('md5').update(`${kind}:${key}`).digest('hex')}${extension}`;
  return { path: `${UPLOADS_PREFIX}${file}`, file };
}

/** A picture in a colour of its own. */
export function seedImage(key: string, hue: number): SeedFile {
  return { ...seedName('seed-image', key, '.png'), make: () => makePng(48, hueColor(hue, 0.85), hueColor(hue, 0.45)) };
}

/** A one-page PDF document with some lines of text. */
export function seedDocument(key: string, lines: readonly string[]): SeedFile {
  return { ...seedName('seed-document', key, '.pdf'), make: () => makePdf(lines) };
}

/** Writes the seeded files the uploads folder lacks; cheap enough to run on every start. */
export function writeSeedFiles(uploadsDir: string, files: readonly SeedFile[]): void {
  mkdirSync(uploadsDir, { recursive: true });
  for (const seed of files) {
    const target = join(uploadsDir, seed.file);
    if (!existsSync(target)) writeFileSync(target, seed.make());
    // A seeded picture is already thumbnail-sized: its thumbnail is the same picture.
    const thumbnail = join(uploadsDir, thumbnailPath(seed.file));
    if (thumbnail !== target && !existsSync(thumbnail)) writeFileSync(thumbnail, seed.make());
  }
}
