/**
 * Small but valid PDFs: the demo's downloadable files and the customers' documents printed on request
 * (decision 0033). They are ASCII only, so they can live in the text column of the media table and their
 * byte offsets stay exact.
 */

/** Drops accents and any other non-ASCII character, which a PDF base font could not show anyway. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[×]/g, 'x')
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\n]/g, '');
}

function pdfString(text: string): string {
  return `(${toAscii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A one-page A4 PDF showing a title and lines of text in Helvetica. */
export function simplePdf(title: string, lines: readonly string[]): string {
  const text = [
    'BT',
    `/F1 20 Tf 56 780 Td ${pdfString(title)} Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
