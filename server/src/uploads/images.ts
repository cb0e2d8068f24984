import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { UploadedFile } from '../http/input.js';

export const MAX_IMAGE_MB = 5;

/** URL path under which stored uploads are served, and which answers carry (`/storage/<name>`). */
export const UPLOADS_PREFIX = '/storage/';

/** Where uploads were served before; kept so paths stored then still resolve. */
export const LEGACY_UPLOADS_PREFIX = '/uploads/';

const SIGNATURES: readonly { readonly extensions: readonly string[]; readonly magic: readonly number[] }[] = [
  { extensions: ['.png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extensions: ['.jpg', '.jpeg'], magic: [0xff, 0xd8, 0xff] },
];

/** png, jpg or jpeg only: the name must say so and the bytes must agree, whatever the client claims. */
export function imageExtension(file: UploadedFile): '.png' | '.jpg' | undefined {
  const extension = extname(file.filename).toLowerCase();
  const signature = SIGNATURES.find((entry) => entry.extensions.includes(extension));
  if (!signature || file.data.length < signature.magic.length) return undefined;
  if (!signature.magic.every((byte, index) => file.data[index] === byte)) return undefined;
  return extension === '.png' ? '.png' : '.jpg';
}

/** Stores the image under a random name and answers its URL path. */
export async function storeImage(directory: string, file: UploadedFile, extension: string): Promise<string> {
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}${extension}`;
  await writeFile(join(directory, name), file.data);
  return `${UPLOADS_PREFIX}${name}`;
}
