/**
 * A small valid PDF (one A4 page of Helvetica text), for seeded documents and invoices.
 * Text outside printable ASCII is replaced, as the standard fonts cannot show it.
 */
export interface PdfLine {
  readonly text: string;
  /** Font size in points; 11 unless told. */
  readonly size?: number;
}

function escapeText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

export function makePdf(lines: readonly (PdfLine | string)[]): Buffer {
  let y = 800;
  const content = lines
    .map((entry) => {
      const line = typeof entry === 'string' ? { text: entry } : entry;
      const size = line.size ?? 11;
      y -= Math.round(size * 1.6);
      return `BT /F1 ${size} Tf 56 ${y} Td (${escapeText(line.text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
