import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { UploadedFile } from '../http/input.js';

export const MAX_IMAGE_MB = 5;
/** Documents (a resume, certificates) may be larger than pictures. */
export const MAX_DOCUMENT_MB = 10;
/** The largest file a multipart body may carry at all; each field then applies its own limit. */
export const MAX_UPLOAD_MB = Math.max(MAX_IMAGE_MB, MAX_DOCUMENT_MB);

/** URL path under which stored uploads are served, and which answers carry (`/storage/<name>`). */
export const UPLOADS_PREFIX = '/storage/';

/** Where uploads were served before; kept so paths stored then still resolve. */
export const LEGACY_UPLOADS_PREFIX = '/uploads/';

/** The names storeUpload gives (and the seed imitates): 32 hex digits and a known extension. */
export const STORED_UPLOAD = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;

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

/** `.pdf` whose bytes start with the PDF signature `%PDF-`. */
export function isPdf(file: UploadedFile): boolean {
  return extname(file.filename).toLowerCase() === '.pdf' && file.data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** What is wrong with an upload for a field of a kind, if anything: its type, or its size. */
export function uploadProblem(file: UploadedFile, kind: 'image' | 'pdf'): 'image' | 'pdf' | 'fileTooLarge' | undefined {
  const max = kind === 'image' ? MAX_IMAGE_MB : MAX_DOCUMENT_MB;
  if (file.data.length > max * 1024 * 1024) return 'fileTooLarge';
  return (kind === 'image' ? imageExtension(file) : isPdf(file)) ? undefined : kind;
}

/** Stores an upload under a random name and answers its URL path. */
export async function storeUpload(directory: string, file: UploadedFile, extension: string): Promise<string> {
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}${extension}`;
  await writeFile(join(directory, name), file.data);
  return `${UPLOADS_PREFIX}${name}`;
}

/** Stores the image under a random name and answers its URL path. */
export const storeImage = storeUpload;
