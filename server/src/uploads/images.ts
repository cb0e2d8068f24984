import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
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

/** The names storeUpload gives (and the seed imitates): 32 hex digits and a known extension, `-thumb` for an image's thumbnail. */
export const STORED_UPLOAD = /^[0-9a-f]{32}(?:\.pdf|(?:-thumb)?\.(?:png|jpg))$/;

/** A stored image (not its thumbnail): the name's stem and extension. */
const STORED_IMAGE = /^(.*?)([0-9a-f]{32})\.(png|jpg)$/;

/** The largest side of a thumbnail in pixels: a list's 44 px picture at three device pixels per CSS pixel, and some. */
export const THUMBNAIL_PX = 160;

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

/**
 * The thumbnail's path or URL beside a stored image's (`/storage/<name>-thumb.png` for
 * `/storage/<name>.png`); any other value (a document, an address elsewhere) is its own.
 */
export function thumbnailPath<T extends string | null>(path: T): T {
  if (path === null) return path;
  const match = STORED_IMAGE.exec(path);
  return (match ? `${match[1] ?? ''}${match[2] ?? ''}-thumb.${match[3] ?? ''}` : path) as T;
}

/**
 * A small copy of an image, at most THUMBNAIL_PX on its longer side, turned upright as its
 * camera meant, in the original's format. An image the library cannot read (its header passed
 * the signature check) is kept as it is, so its thumbnail's address still answers.
 */
export async function makeThumbnail(data: Buffer, extension: '.png' | '.jpg'): Promise<Buffer> {
  try {
    const image = sharp(data, { failOn: 'none' }).rotate().resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true });
    return await (extension === '.png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
  } catch {
    return data;
  }
}

function imageKind(extension: string): '.png' | '.jpg' | undefined {
  return extension === '.png' || extension === '.jpg' ? extension : undefined;
}

/** Stores an upload under a random name and answers its URL path; an image gets its thumbnail beside it (thumbnailPath). */
export async function storeUpload(directory: string, file: UploadedFile, extension: string): Promise<string> {
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}${extension}`;
  await writeFile(join(directory, name), file.data);
  const image = imageKind(extension);
  if (image) await writeFile(join(directory, thumbnailPath(name)), await makeThumbnail(file.data, image));
  return `${UPLOADS_PREFIX}${name}`;
}

/** Stores the image under a random name, with its thumbnail, and answers its URL path. */
export const storeImage = storeUpload;

/** Makes the thumbnails that images stored before thumbnails existed lack; answers how many were made. */
export async function completeThumbnails(directory: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  let made = 0;
  for (const name of names) {
    const match = STORED_IMAGE.exec(name);
    const image = match ? imageKind(`.${match[3] ?? ''}`) : undefined;
    if (!image || match?.[1] !== '') continue;
    const thumbnail = join(directory, thumbnailPath(name));
    const exists = await access(thumbnail).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await writeFile(thumbnail, await makeThumbnail(await readFile(join(directory, name)), image));
    made += 1;
  }
  return made;
}
