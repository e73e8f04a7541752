// PDFs built by hand for the active-content tests (issue 20): a one-page document that opens in
// pdf-lib, plus whatever catalog entries, objects and object streams a case needs.
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A stream object: its dictionary's entries (Length is added) and its data. */
export interface StreamObject {
  dict: string;
  data: Uint8Array;
}

export type PdfObject = string | StreamObject;

export interface PdfParts {
  /** Entries added to the catalog (object 1). */
  catalog?: string;
  /** Objects numbered from 6 on. */
  objects?: PdfObject[];
  /** Entries added to the trailer. */
  trailer?: string;
}

const CONTENT = 'BT /F1 18 Tf 40 700 Td (Aula Admin) Tj ET';

/** A PDF of the page objects 1–5 and `parts`, with a correct cross-reference table. */
export function buildPdf(parts: PdfParts = {}): Buffer {
  const objects: PdfObject[] = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    { dict: '', data: Buffer.from(CONTENT, 'latin1') },
    ...(parts.objects ?? []),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0].length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
  };
  objects.forEach((object, i) => {
    offsets.push(size);
    if (typeof object === 'string') push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${i + 1} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`, 'latin1'));
      push(Buffer.from(object.data));
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`, 'latin1'));
  push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${parts.trailer ?? ''} >>\nstartxref\n${size}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

export interface ObjectStreamOptions {
  /** Extra dictionary entries (another filter, DecodeParms…). */
  dict?: string;
  /** The header's offsets, when they are not where the objects start. */
  offsets?: number[];
  /** How the content is encoded: FlateDecode by default. */
  encode?: (content: Buffer) => Uint8Array;
}

/** An object stream (/Type /ObjStm) holding `objects`, numbered from `first`. */
export function objectStream(objects: string[], first: number, options: ObjectStreamOptions = {}): StreamObject {
  let offset = 0;
  const header = objects
    .map((object, i) => {
      const pair = `${first + i} ${options.offsets?.[i] ?? offset}`;
      offset += object.length + 1;
      return pair;
    })
    .join(' ');
  const content = Buffer.from(`${header}\n${objects.join('\n')}\n`, 'latin1');
  const encode = options.encode ?? ((bytes: Buffer) => deflateSync(bytes));
  const filter = options.encode ? '' : '/Filter /FlateDecode';
  return { dict: `/Type /ObjStm /N ${objects.length} /First ${header.length + 1} ${filter} ${options.dict ?? ''}`, data: encode(content) };
}

/** A document as pdf-lib writes it (object streams by default): text in a standard font, three pages. */
export async function pdfLibDocument(options: { objectStreams?: boolean; javaScript?: string } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page += 1) {
    // Text that only names the danger is harmless: it is drawn, not a name object.
    document.addPage().drawText(`Página ${page}: guía sobre /JavaScript y /Launch en PDF`, { font, size: 12, x: 40, y: 700 });
  }
  if (options.javaScript) document.addJavaScript('inicio', options.javaScript);
  return Buffer.from(await document.save({ useObjectStreams: options.objectStreams ?? true }));
}
