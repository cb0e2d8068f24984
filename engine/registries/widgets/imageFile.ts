/** The files a form field takes: an image (the `image` widget) or a PDF (the `pdf` widget). */
export type FileKind = 'image' | 'pdf';

/** What the API accepts of each: images in png, jpg and jpeg up to 5 MB; PDFs (a CV) up to 10 MB. */
const ACCEPTED: Record<FileKind, { types: ReadonlySet<string>; extensions: RegExp; maxBytes: number }> = {
  image: { types: new Set(['image/png', 'image/jpeg']), extensions: /\.(png|jpe?g)$/i, maxBytes: 5 * 1024 * 1024 },
  pdf: { types: new Set(['application/pdf']), extensions: /\.pdf$/i, maxBytes: 10 * 1024 * 1024 },
};

/** A file input's `accept` for a kind: what the chooser offers. */
export const FILE_ACCEPT: Record<FileKind, string> = { image: 'image/png,image/jpeg', pdf: 'application/pdf,.pdf' };

/** The messages a refused file gets, wherever it was chosen (a form's field, an import). */
export const FILE_MESSAGES: Record<FileKind, { type: string; size: string }> = {
  image: { type: 'VALIDATION.imageType', size: 'VALIDATION.imageSize' },
  pdf: { type: 'VALIDATION.pdfType', size: 'VALIDATION.pdfSize' },
};

/** Why the API would refuse this file for a field of this kind, or null. */
export function fileProblem(file: File, kind: FileKind): 'type' | 'size' | null {
  const accepted = ACCEPTED[kind];
  if (!accepted.types.has(file.type) || !accepted.extensions.test(file.name)) return 'type';
  return file.size > accepted.maxBytes ? 'size' : null;
}

export type ReadImage = { ok: true; dataUrl: string } | { ok: false; problem: 'type' | 'size' };

async function readFile(file: File, kind: FileKind): Promise<ReadImage> {
  const problem = fileProblem(file, kind);
  return problem ? { ok: false, problem } : { ok: true, dataUrl: await toDataUrl(file) };
}

export function readImageFile(file: File): Promise<ReadImage> {
  return readFile(file, 'image');
}

export function readPdfFile(file: File): Promise<ReadImage> {
  return readFile(file, 'pdf');
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
