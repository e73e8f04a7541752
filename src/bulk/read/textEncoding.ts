// The text of a file a person hands the product, decoded once and whole (never slice by slice, so no
// letter is split across two reads). Decided from the bytes: a byte-order mark says UTF-8 or UTF-16
// (Excel's 'Texto Unicode'); otherwise a strict UTF-8 decode that succeeds is UTF-8, and one that
// fails is Windows-1252, what Excel and LibreOffice write in Spanish ('CSV (delimitado por comas)').
import { decodeWindows1252 } from './windows1252';

export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** How the preview names each encoding. */
export const ENCODING_NAMES: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (Texto Unicode de Excel)',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 (Excel)',
};

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** The file began with a byte-order mark (dropped from `text`). */
  bom: boolean;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** UTF-16 without a mark: a NUL in every other byte of the first line's letters (ASCII text). */
function unmarkedUtf16(bytes: Uint8Array): TextEncoding | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 512);
  if (sample < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNul += 1;
    if (bytes[i + 1] === 0) oddNul += 1;
  }
  const pairs = sample / 2;
  if (oddNul > pairs * 0.6 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.6 && oddNul === 0) return 'utf-16be';
  return null;
}

/** The encoding the bytes were written in, and whether they carry a byte-order mark. */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncoding; bom: boolean } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bom: true };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', bom: true };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', bom: true };
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return { encoding: utf16, bom: false };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bom: false };
  } catch {
    return { encoding: 'windows-1252', bom: false };
  }
}

const BOM_BYTES: Record<TextEncoding, number> = { 'utf-8': 3, 'utf-16le': 2, 'utf-16be': 2, 'windows-1252': 0 };

/** The whole file's text: in the encoding the bytes say, or in `forced` (the person's choice in the preview). */
export function decodeText(bytes: Uint8Array, forced?: TextEncoding): DecodedText {
  const detected = detectEncoding(bytes);
  const encoding = forced ?? detected.encoding;
  const bom = detected.bom && detected.encoding === encoding;
  const body = bom ? bytes.subarray(BOM_BYTES[encoding]) : bytes;
  // Not fatal: a person who forced an encoding sees what it makes of the bytes (U+FFFD where it
  // cannot), and the server refuses any U+FFFD that would be stored.
  const text = encoding === 'windows-1252' ? decodeWindows1252(body) : new TextDecoder(encoding, { ignoreBOM: true }).decode(body);
  return { text, encoding, bom };
}
