// A lenient walk of PDF object syntax (ISO 32000-1, section 7.3) for pdfSafety.ts: the bytes in
// order — not through the cross-reference table, which a crafted file can make lie —, counting the
// names asked for and keeping each stream's dictionary and data span. Strings, comments and stream
// data are stepped over and handed to `onOpaque`: pdfSafety.ts decides how to look inside them. No
// values are built but a stream's dictionary (pdfDict.ts): the walk stays one cheap step per byte.
import { DICT_MAX_BYTES, parseDict, type PdfValue } from './pdfDict';
import { hexStringEnd, isRegular, isWhitespace, lineEnd, literalStringEnd, matchName, type NameSet, nameEnd, regularEnd } from './pdfTokens';

export interface StreamSpan {
  dict: Map<string, PdfValue>;
  /** First byte of the data, and the byte after it. */
  start: number;
  end: number;
}

export interface SyntaxWalk {
  found: Map<string, number>;
  streams: StreamSpan[];
}

const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = 'endstream';

function isStreamKeyword(bytes: Buffer, start: number, end: number): boolean {
  return end - start === STREAM.length && bytes.compare(STREAM, 0, STREAM.length, start, end) === 0;
}

/**
 * The data of the stream whose keyword ends at `keywordEnd`: /Length when the keyword 'endstream'
 * really follows it, else up to the first 'endstream' — never further, so no object can hide behind
 * a /Length that overstates.
 */
function streamSpan(bytes: Buffer, dict: Map<string, PdfValue>, keywordEnd: number): { span: StreamSpan; next: number } {
  let start = keywordEnd;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  const first = bytes.indexOf(ENDSTREAM, start, 'latin1');
  const limit = first < 0 ? bytes.length : first;
  const length = dict.get('Length');
  let end = limit;
  if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0 && start + length.value <= limit) {
    let after = start + length.value;
    while (after < limit && isWhitespace(bytes[after])) after += 1;
    if (after === limit) end = start + length.value;
  }
  return { span: { dict, start, end }, next: first < 0 ? bytes.length : first + ENDSTREAM.length };
}

/** Bytes the walk stepped over, [start, end): a string, a comment or a stream's data, in file order. */
export type OpaqueHandler = (start: number, end: number) => void;

/** Walks `bytes` as object syntax; with `withStreams`, the keyword 'stream' starts a stream's data. */
export function walkSyntax(bytes: Buffer, wanted: NameSet, withStreams: boolean, onOpaque: OpaqueHandler): SyntaxWalk {
  const found = new Map<string, number>();
  const streams: StreamSpan[] = [];
  // Nesting is only counted: what matters is the top level, where a dictionary may precede 'stream'.
  let depth = 0;
  let dictStart = -1;
  /** The span of the dictionary that is the last token at the top level (-1: the last one is not). */
  let lastStart = -1;
  let lastEnd = -1;
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (isWhitespace(byte)) {
      i += 1;
      continue;
    }
    if (byte === 0x25) {
      const end = lineEnd(bytes, i); // a comment is no token
      onOpaque(i, end);
      i = end;
      continue;
    }
    const top = depth === 0;
    const pair = (byte === 0x3c || byte === 0x3e) && bytes[i + 1] === byte; // '<<' or '>>'
    if (byte === 0x3c && pair) {
      if (top) dictStart = i;
      depth += 1;
      i += 2;
    } else if (byte === 0x3e && pair) {
      depth = Math.max(0, depth - 1);
      i += 2;
      if (depth === 0 && dictStart >= 0) {
        lastStart = dictStart;
        lastEnd = i;
      }
      dictStart = -1;
      continue;
    } else if (byte === 0x28 || byte === 0x3c) {
      const end = byte === 0x28 ? literalStringEnd(bytes, i) : hexStringEnd(bytes, i);
      onOpaque(i, end);
      i = end;
    } else if (byte === 0x5b || byte === 0x5d) {
      depth = byte === 0x5b ? depth + 1 : Math.max(0, depth - 1);
      i += 1;
    } else if (byte === 0x2f) {
      const end = nameEnd(bytes, i);
      const name = matchName(bytes, i, end, wanted);
      if (name !== null) found.set(name, (found.get(name) ?? 0) + 1);
      i = end;
    } else if (!isRegular(byte)) i += 1; // '>', ')', '{', '}' out of place
    else {
      const end = regularEnd(bytes, i);
      if (withStreams && top && isStreamKeyword(bytes, i, end)) {
        const dict = lastStart >= 0 && lastEnd - lastStart <= DICT_MAX_BYTES ? parseDict(bytes, lastStart, lastEnd) : new Map<string, PdfValue>();
        const { span, next } = streamSpan(bytes, dict, end);
        streams.push(span);
        onOpaque(span.start, next);
        i = next;
      } else i = end;
    }
    if (top) lastStart = -1;
  }
  return { found, streams };
}
