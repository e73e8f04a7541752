// A real one-page PDF written by hand (the seed's topic files, the tests' uploads): a title in
// Helvetica, and — when a size is asked — a comment after the header filling it up exactly. It
// passes the server's check: magic bytes, and a document that opens with a page. Sizes below the
// smallest such document give just the header (raw stored bytes, never an upload).

/** PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');

function objects(title: string): string[] {
  const content = `BT /F1 18 Tf 40 700 Td (${literal(title)}) Tj ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
}

function build(title: string, padding: number): string {
  const bodies = objects(title);
  let text = `%PDF-1.4\n%${'x'.repeat(padding)}\n`;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return `${text}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** One page with `title`; exactly `size` bytes when given (and large enough). */
export function onePagePdf(size?: number, title = 'Aula Admin'): Buffer {
  const smallest = build(title, 0).length;
  if (size === undefined) return Buffer.from(build(title, 0), 'latin1');
  if (size < smallest) return Buffer.from('%PDF-1.4\n'.padEnd(size, ' ').slice(0, Math.max(size, 0)), 'latin1');
  // The xref offset's digits may grow with the padding: settle on the padding that gives `size`.
  let padding = size - smallest;
  while (build(title, padding).length > size) padding -= 1;
  return Buffer.from(build(title, padding), 'latin1');
}
