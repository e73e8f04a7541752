// PDF tokens as a reader sees them (ISO 32000-1, sections 7.2 and 7.3), for pdfSafety.ts: byte
// classes, the ends of strings and comments, and names — which run from '/' to the next white-space
// or delimiter byte, '#xx' inside one being the byte xx, so '/J#53' is the name 'JS'.

/** Each byte's class, in a table: these run once per byte of files of megabytes. */
const WHITESPACE = 1;
const DELIMITER = 2;
const CLASSES = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASSES[byte] = WHITESPACE;
for (const c of '()<>[]{}/%') CLASSES[c.charCodeAt(0)] = DELIMITER;
const SLASH = 0x2f;
const HASH = 0x23;
/** Longer names are no name of ours: not decoded (a megabyte of regular bytes stays one cheap step). */
const NAME_MAX = 64;

export function isWhitespace(byte: number): boolean {
  return CLASSES[byte] === WHITESPACE;
}

/** Neither white-space nor a delimiter: part of a name, a number or a keyword. */
export function isRegular(byte: number): boolean {
  return CLASSES[byte] === 0;
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

export interface NameToken {
  /** The decoded name, without its '/'; null past NAME_MAX (no name any check reads is that long). */
  name: string | null;
  /** Index just after the name. */
  end: number;
}

/** The name whose '/' is at `slash`. */
export function readName(bytes: Uint8Array, slash: number): NameToken {
  const end = nameEnd(bytes, slash);
  if (end - slash - 1 > NAME_MAX * 3) return { name: null, end };
  let name = '';
  for (let i = slash + 1; i < end; i += 1) {
    const high = bytes[i] === HASH && i + 2 < end ? hexValue(bytes[i + 1]) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2]) : -1;
    // An invalid escape is kept as written, as lenient readers do.
    if (low >= 0) {
      name += String.fromCharCode(high * 16 + low);
      i += 2;
    } else name += String.fromCharCode(bytes[i]);
  }
  return { name: name.length > NAME_MAX ? null : name, end };
}

/** Names looked for, by their first byte (an escaped first byte: '#'), so most '/'s are rejected at once. */
export interface NameSet {
  byFirstByte: ReadonlyMap<number, readonly string[]>;
  /** Longest written form: every byte of the longest name as '#xx'. */
  maxWritten: number;
}

export function nameSet(names: readonly string[]): NameSet {
  const byFirstByte = new Map<number, string[]>([[HASH, [...names]]]);
  for (const name of names) byFirstByte.set(name.charCodeAt(0), [...(byFirstByte.get(name.charCodeAt(0)) ?? []), name]);
  return { byFirstByte, maxWritten: 3 * Math.max(...names.map((n) => n.length)) };
}

/** Whether the name written in bytes[from, end) decodes to `name`, compared as it decodes (nothing allocated). */
function writtenAs(bytes: Uint8Array, from: number, end: number, name: string): boolean {
  let k = 0;
  for (let i = from; i < end; i += 1, k += 1) {
    let byte = bytes[i];
    const high = byte === HASH && i + 2 < end ? hexValue(bytes[i + 1]) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2]) : -1;
    if (low >= 0) {
      byte = high * 16 + low;
      i += 2;
    }
    if (k >= name.length || name.charCodeAt(k) !== byte) return false;
  }
  return k === name.length;
}

/** The name of `set` whose '/' is at `slash` and which ends at `end`; else null. */
export function matchName(bytes: Uint8Array, slash: number, end: number, set: NameSet): string | null {
  const candidates = set.byFirstByte.get(bytes[slash + 1]);
  if (!candidates || end - slash - 1 > set.maxWritten) return null;
  return candidates.find((name) => writtenAs(bytes, slash + 1, end, name)) ?? null;
}

/** Just after the literal string whose '(' is at `open` (nested parentheses, backslash escapes). */
export function literalStringEnd(bytes: Uint8Array, open: number): number {
  let depth = 0;
  for (let i = open; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === 0x5c) i += 1; // a backslash escapes the next byte, a parenthesis included
    else if (byte === 0x28) depth += 1;
    else if (byte === 0x29 && --depth === 0) return i + 1;
  }
  return bytes.length;
}

/** Just after the hex string whose '<' is at `open`. */
export function hexStringEnd(bytes: Uint8Array, open: number): number {
  const close = bytes.indexOf(0x3e, open);
  return close < 0 ? bytes.length : close + 1;
}

/** The end of the line holding `from` (a comment runs to it). */
export function lineEnd(bytes: Uint8Array, from: number): number {
  let i = from;
  while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
  return i;
}

/** Where the run of regular bytes from `from` ends: a name's (after its '/'), a number's, a keyword's. */
export function regularEnd(bytes: Uint8Array, from: number): number {
  let end = from;
  while (end < bytes.length && CLASSES[bytes[end]] === 0) end += 1;
  return end;
}

/** Where the name whose '/' is at `slash` ends. */
export function nameEnd(bytes: Uint8Array, slash: number): number {
  return regularEnd(bytes, slash + 1);
}

/**
 * Every name of `set` anywhere in `bytes` — strings, comments and binary stream data included —,
 * counted. Only for names long enough never to come up by chance in compressed or image bytes.
 */
export function scanNames(bytes: Buffer, set: NameSet): Map<string, number> {
  const found = new Map<string, number>();
  // A plain loop, not indexOf: binary data or a run of short names would make millions of calls.
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] !== SLASH || !set.byFirstByte.has(bytes[i + 1])) continue;
    const end = nameEnd(bytes, i);
    const name = matchName(bytes, i, end, set);
    if (name !== null) found.set(name, (found.get(name) ?? 0) + 1);
    i = end - 1;
  }
  return found;
}
