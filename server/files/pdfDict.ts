// A stream's dictionary as values, for pdfSafety.ts to read its /Type, /Filter, /DecodeParms and
// /Length. Only ever a short span (pdfSyntax.ts hands over at most DICT_MAX_BYTES), so building
// values here costs nothing the walk itself would not.
import { hexStringEnd, isRegular, isWhitespace, lineEnd, literalStringEnd, readName, regularEnd } from './pdfTokens';

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'other' };

/** A dictionary longer than this is no stream dictionary a producer writes: read as empty. */
export const DICT_MAX_BYTES = 64 * 1024;

interface Frame {
  dict: boolean;
  items: PdfValue[];
}

const OTHER: PdfValue = { kind: 'other' };
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function toDict(items: PdfValue[]): Map<string, PdfValue> {
  const entries = new Map<string, PdfValue>();
  for (let i = 0; i < items.length; i += 1) {
    const key = items[i];
    // A key that is not a name is skipped alone, so one stray value does not shift every pair.
    if (key.kind === 'name' && i + 1 < items.length) entries.set(key.name, items[++i]);
  }
  return entries;
}

/** The dictionary written in bytes[start, end) ('<<' … '>>'); empty when it is not one. */
export function parseDict(bytes: Uint8Array, start: number, end: number): Map<string, PdfValue> {
  const span = bytes.subarray(start, end);
  const stack: Frame[] = [{ dict: false, items: [] }];
  const put = (value: PdfValue) => stack[stack.length - 1].items.push(value);
  const close = () => {
    const frame = stack.length > 1 ? stack.pop() : undefined;
    if (frame) put(frame.dict ? { kind: 'dict', entries: toDict(frame.items) } : { kind: 'array', items: frame.items });
  };
  let i = 0;
  while (i < span.length) {
    const byte = span[i];
    const pair = span[i + 1] === byte;
    if (isWhitespace(byte)) i += 1;
    else if (byte === 0x25) i = lineEnd(span, i);
    else if (byte === 0x28 || (byte === 0x3c && !pair)) {
      i = byte === 0x28 ? literalStringEnd(span, i) : hexStringEnd(span, i);
      put(OTHER);
    } else if (byte === 0x3c || byte === 0x5b) {
      stack.push({ dict: byte === 0x3c, items: [] });
      i += byte === 0x3c ? 2 : 1;
    } else if ((byte === 0x3e && pair) || byte === 0x5d) {
      close();
      i += byte === 0x3e ? 2 : 1;
    } else if (byte === 0x2f) {
      const { name, end: after } = readName(span, i);
      put(name === null ? OTHER : { kind: 'name', name });
      i = after;
    } else if (!isRegular(byte)) i += 1;
    else {
      const after = regularEnd(span, i);
      const word = Buffer.from(span.buffer, span.byteOffset + i, after - i).toString('latin1');
      i = after;
      const items = stack[stack.length - 1].items;
      // 'n g R' is one value, a reference: so the keys and values stay paired.
      if (word === 'R' && items.at(-1)?.kind === 'number' && items.at(-2)?.kind === 'number') items.splice(-2, 2, OTHER);
      else put(NUMBER.test(word) ? { kind: 'number', value: Number(word) } : OTHER);
    }
  }
  const [value] = stack[0].items;
  return value?.kind === 'dict' ? value.entries : new Map();
}
