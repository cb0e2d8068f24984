/** Images the API accepts: png, jpg and jpeg, at most 5 MB. */
const TYPES = new Set(['image/png', 'image/jpeg']);
const EXTENSIONS = /\.(png|jpe?g)$/i;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const MAX_PDF_BYTES = 10 * 1024 * 1024;

export type ReadImage = { ok: true; dataUrl: string } | { ok: false; problem: 'type' | 'size' };

export async function readImageFile(file: File): Promise<ReadImage> {
  if (!TYPES.has(file.type) || !EXTENSIONS.test(file.name)) return { ok: false, problem: 'type' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, dataUrl: await toDataUrl(file) };
}

/** PDFs only (a CV), at most 10 MB. */
export async function readPdfFile(file: File): Promise<ReadImage> {
  if (file.type !== 'application/pdf' || !/\.pdf$/i.test(file.name)) return { ok: false, problem: 'type' };
  if (file.size > MAX_PDF_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, dataUrl: await toDataUrl(file) };
}

async function toDataUrl(file: File): Promise<string> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
  // Keep the file name inside the data URL so the upload carries it.
  return dataUrl.replace(';base64,', `;name=${encodeURIComponent(file.name)};base64,`);
}

/** A data URL made by readImageFile back into a file for the upload; anything else is null. */
export function dataUrlToFile(value: unknown): File | null {
  if (typeof value !== 'string' || !value.startsWith('data:')) return null;
  const match = /^data:([^;,]+)(?:;name=([^;,]*))?;base64,(.*)$/.exec(value);
  if (!match) return null;
  const [, type = 'application/octet-stream', name = 'image', data = ''] = match;
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new File([bytes], decodeURIComponent(name), { type });
}
