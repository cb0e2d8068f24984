// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dataUrlToFile, readImageFile, readPdfFile } from './imageFile';

describe('image files', () => {
  it('refuses files that are not png or jpeg, and files over 5 MB', async () => {
    expect(await readImageFile(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toEqual({ ok: false, problem: 'type' });
    expect(await readImageFile(new File(['x'], 'photo.gif', { type: 'image/gif' }))).toEqual({ ok: false, problem: 'type' });
    expect(await readImageFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toEqual({ ok: false, problem: 'size' });
  });

  it('round-trips a chosen image into the file that is uploaded', async () => {
    const read = await readImageFile(new File([new Uint8Array([137, 80, 78, 71])], 'logo one.png', { type: 'image/png' }));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const file = dataUrlToFile(read.dataUrl);
    expect(file?.name).toBe('logo one.png');
    expect(file?.type).toBe('image/png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(dataUrlToFile('/storage/products/1.png')).toBeNull();
  });

  it('takes PDFs only for a CV', async () => {
    expect(await readPdfFile(new File(['x'], 'cv.png', { type: 'image/png' }))).toEqual({ ok: false, problem: 'type' });
    const read = await readPdfFile(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(read.ok && dataUrlToFile(read.dataUrl)?.name).toBe('cv.pdf');
  });
});
