// Whether an uploaded PDF carries active content (issue 20, finding 6): JavaScript, launch, form
// submission or embedded-file actions run or open something in the reader of whoever previews or
// downloads it. Decided on the bytes, before anything is stored.
//
// Why a byte-level inspection and not a walk of pdf-lib's object graph: pdf-lib reads objects in
// file order, drops what it cannot parse and inflates object streams with no bound, while a reader
// follows the cross-reference offsets, which may point anywhere — into a string, a comment, another
// stream's data. So (pdfSyntax.ts walks the syntax, pdfTokens.ts reads names):
//   1. every name of the object syntax is checked, decoded ('/J#61vaScript' is '/JavaScript');
//   2. a string, comment or stream's data holding an object header ('9 0 obj'), where an offset
//      could send a reader, is searched byte by byte for the decisive names (not the short keys:
//      binary data would match them by chance; a URL in a link never holds a header);
//   3. object streams (/Type /ObjStm: compressed objects) are inflated within a budget and checked
//      as in 1; one that cannot be (another filter, a predictor, encryption, damaged data, an object
//      starting inside a string) is refused, and so is any '/ObjStm' this walk did not take as one.
import { constants, inflateSync } from 'node:zlib';
import type { PdfValue } from './pdfDict';
import { type StreamSpan, walkSyntax } from './pdfSyntax';
import { isRegular, isWhitespace, nameSet, scanNames } from './pdfTokens';

/**
 * Refused wherever they appear. Action types that run code (JavaScript), start a program or open a
 * file outside the document (Launch, GoToR, GoToE), send or read data (SubmitForm, ImportData),
 * embed players (RichMedia) or files (EmbeddedFile(s), FileAttachment), and XFA forms, which carry
 * their own scripts. A document-open action (/OpenAction) or a link is fine when it only goes to a
 * page or an http(s) address (readers ask before opening those): it is refused through its type.
 */
const DECISIVE_NAMES = ['JavaScript', 'Launch', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData', 'RichMedia', 'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'XFA'];
/**
 * Refused as dictionary keys: a JavaScript action's script (JS), additional actions (AA: fired by
 * opening a page, focusing a field, printing… with no click; only forms' scripts use them) and a
 * file specification's embedded file (EF).
 */
const KEY_NAMES = ['JS', 'AA', 'EF'];
const OBJECT_STREAM = 'ObjStm';
const ENCRYPTED = 'Encrypt';

const DECISIVE = nameSet(DECISIVE_NAMES);
const SYNTAX_WANTED = nameSet([...DECISIVE_NAMES, ...KEY_NAMES, ENCRYPTED]);
const OBJECT_STREAMS = nameSet([OBJECT_STREAM]);
const ACTIVE = new Set([...DECISIVE_NAMES, ...KEY_NAMES]);
/** The shortest hidden object worth a look: '0 0 obj' and a decisive name ('/XFA'). */
const HIDDEN_MIN_BYTES = 11;

/** Decompressed bytes inspected per file at most: a 5 MB upload could inflate to gigabytes. */
export const DECODED_MAX_BYTES = 50 * 1024 * 1024;

export const PDF_SAFETY_MESSAGES = {
  active: 'El PDF contiene contenido activo (JavaScript, acciones de lanzamiento o archivos incrustados) y no se acepta.',
  uninspectable: 'El PDF no se puede revisar (está cifrado, dañado o usa una compresión no admitida) y no se acepta.',
  tooLarge: 'El PDF es demasiado grande al descomprimirlo y no se acepta.',
} as const;

export type PdfVerdict = 'safe' | keyof typeof PDF_SAFETY_MESSAGES;

class Refusal extends Error {
  constructor(readonly verdict: Exclude<PdfVerdict, 'safe'>) {
    super(verdict);
  }
}

function hasAny(found: Map<string, number>, names: ReadonlySet<string>): boolean {
  return [...found.keys()].some((name) => names.has(name));
}

/** A filter or parameter entry as a list ('/F' or '[/F]'). */
function asList(value: PdfValue | undefined): PdfValue[] {
  if (value === undefined) return [];
  return value.kind === 'array' ? value.items : [value];
}

/** The object stream's bytes, inflated when it says FlateDecode; anything else cannot be inspected. */
function decodeObjectStream(bytes: Buffer, { dict, start, end }: StreamSpan, budget: number): Buffer {
  const names = asList(dict.get('Filter')).map((f) => (f.kind === 'name' ? f.name : null));
  if (names.length > 1 || names.some((n) => n !== 'FlateDecode' && n !== 'Fl')) throw new Refusal('uninspectable');
  // PNG/TIFF predictors would scramble the names this inspection reads: no producer puts one here.
  const predictors = asList(dict.get('DecodeParms')).map((p) => (p.kind === 'dict' ? p.entries.get('Predictor') : undefined));
  if (predictors.some((p) => p !== undefined && !(p.kind === 'number' && p.value === 1))) throw new Refusal('uninspectable');
  const data = bytes.subarray(start, end);
  if (names.length === 0) return data;
  if (budget < 1) throw new Refusal('tooLarge');
  try {
    // Sync flush: a stream cut short is still read as far as it goes, as readers do.
    return inflateSync(data, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    throw new Refusal(error instanceof RangeError ? 'tooLarge' : 'uninspectable');
  }
}

/** Whether bytes[start, end) holds an object header ('… obj'), where a reader sent by an offset starts parsing. */
function holdsObjectHeader(bytes: Buffer, start: number, end: number): boolean {
  if (end - start < HIDDEN_MIN_BYTES) return false;
  const region = bytes.subarray(start, end);
  for (let at = region.indexOf('obj'); at >= 0; at = region.indexOf('obj', at + 3)) {
    if (at > 0 && isWhitespace(region[at - 1]) && (at + 3 === region.length || !isRegular(region[at + 3]))) return true;
  }
  return false;
}

/** Steps 1 and 2 on the file: its streams, and whether it is encrypted. */
function inspectFile(bytes: Buffer): { streams: StreamSpan[]; encrypted: boolean } {
  const walk = walkSyntax(bytes, SYNTAX_WANTED, true, (start, end) => {
    if (holdsObjectHeader(bytes, start, end) && scanNames(bytes.subarray(start, end), DECISIVE).size > 0) throw new Refusal('active');
  });
  if (hasAny(walk.found, ACTIVE)) throw new Refusal('active');
  return { streams: walk.streams, encrypted: walk.found.has(ENCRYPTED) };
}

/** Step 3 on an object stream's content: its objects start where its header says (/First + offset). */
function inspectObjectStream(content: Buffer, dict: Map<string, PdfValue>): void {
  const first = dict.get('First');
  if (first?.kind !== 'number' || !Number.isInteger(first.value) || first.value < 0 || first.value > content.length) throw new Refusal('uninspectable');
  const header = content.toString('latin1', 0, first.value).trim().split(/\s+/);
  const starts = header.filter((_, i) => i % 2 === 1).map((offset) => first.value + Number(offset));
  if (starts.some((start) => !Number.isInteger(start))) throw new Refusal('uninspectable');
  starts.sort((a, b) => a - b);
  let next = 0;
  const walk = walkSyntax(content, SYNTAX_WANTED, false, (start, end) => {
    while (next < starts.length && starts[next] <= start) next += 1;
    // A reader would read such an object as syntax where this walk saw a string or a comment.
    if (next < starts.length && starts[next] < end) throw new Refusal('uninspectable');
  });
  if (hasAny(walk.found, ACTIVE)) throw new Refusal('active');
  if (scanNames(content, OBJECT_STREAMS).size > 0) throw new Refusal('uninspectable');
}

function isObjectStream(span: StreamSpan): boolean {
  const type = span.dict.get('Type');
  return type?.kind === 'name' && type.name === OBJECT_STREAM;
}

function inspect(bytes: Buffer, budget: number): void {
  const file = inspectFile(bytes);
  const objectStreams = file.streams.filter(isObjectStream);
  if ((scanNames(bytes, OBJECT_STREAMS).get(OBJECT_STREAM) ?? 0) !== objectStreams.length) throw new Refusal('uninspectable');
  // Encrypted object streams only inflate to noise: what they hold cannot be known.
  if (file.encrypted && objectStreams.length > 0) throw new Refusal('uninspectable');
  let left = budget;
  for (const span of objectStreams) {
    const content = decodeObjectStream(bytes, span, left);
    left -= content.length;
    inspectObjectStream(content, span.dict);
  }
}

/** 'safe', or why the PDF is refused (PDF_SAFETY_MESSAGES[verdict] says it in Spanish). */
export function inspectPdf(data: Uint8Array, budget = DECODED_MAX_BYTES): PdfVerdict {
  try {
    inspect(Buffer.from(data.buffer, data.byteOffset, data.byteLength), budget);
    return 'safe';
  } catch (error) {
    if (error instanceof Refusal) return error.verdict;
    throw error;
  }
}
