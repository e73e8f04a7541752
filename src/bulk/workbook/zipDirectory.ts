// The zip's central directory, read by hand (not fflate's unzipSync): its names go into a Map, not a
// plain object, and every entry's declared size is known before a byte is inflated.
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES, WorkbookError } from './types';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const MAX_COMMENT = 0xffff;
const names = new TextDecoder('utf-8');

const damaged = (): WorkbookError => new WorkbookError(WORKBOOK_MESSAGES.damaged);

/** A little-endian reader that refuses to read past the end (a truncated file is damaged). */
function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const check = (at: number, width: number) => {
    if (at < 0 || at + width > bytes.length) throw damaged();
  };
  return {
    u16(at: number): number {
      check(at, 2);
      return view.getUint16(at, true);
    },
    u32(at: number): number {
      check(at, 4);
      return view.getUint32(at, true);
    },
    u64(at: number): number {
      check(at, 8);
      return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
    },
  };
}

function findEndRecord(bytes: Uint8Array, u32: (at: number) => number): number {
  const last = bytes.length - 22;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at -= 1) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && u32(at) === EOCD) return at;
  }
  throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
}

/** Every entry by name (the first one when a name repeats), each declared size checked against the limits. */
export function readZipDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const { u16, u32, u64 } = reader(bytes);
  const end = findEndRecord(bytes, u32);
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator >= 0 && u32(locator) === EOCD64_LOCATOR) {
      const record = u64(locator + 8);
      if (u32(record) !== EOCD64) throw damaged();
      count = u64(record + 32);
      offset = u64(record + 48);
    }
  }
  if (count > WORKBOOK_LIMITS.entries) throw new WorkbookError(WORKBOOK_MESSAGES.inflatedTooLarge);
  const entries = new Map<string, ZipEntry>();
  let declared = 0;
  for (let i = 0; i < count; i += 1) {
    if (u32(offset) !== CENTRAL) throw damaged();
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    const start = offset + 46;
    if (start + nameLength > bytes.length) throw damaged();
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(start, start + nameLength)),
      method: u16(offset + 10),
      encrypted: (u16(offset + 8) & 1) === 1,
      compressedSize: u32(offset + 20),
      size: u32(offset + 24),
      headerOffset: u32(offset + 42),
    };
    readZip64Extra(entry, start + nameLength, extraLength, u16, u64);
    declared += entry.size;
    if (declared > WORKBOOK_LIMITS.inflatedBytes) throw new WorkbookError(WORKBOOK_MESSAGES.inflatedTooLarge);
    if (!entries.has(entry.name)) entries.set(entry.name, entry);
    offset = start + nameLength + extraLength + u16(offset + 32);
  }
  return entries;
}

/** A size or offset too large for 32 bits is in the ZIP64 extra field (id 1), in this order. */
function readZip64Extra(entry: ZipEntry, at: number, length: number, u16: (at: number) => number, u64: (at: number) => number): void {
  const FULL = 0xffffffff;
  if (entry.size !== FULL && entry.compressedSize !== FULL && entry.headerOffset !== FULL) return;
  for (let field = at; field + 4 <= at + length; field += 4 + u16(field + 2)) {
    if (u16(field) !== 1) continue;
    let next = field + 4;
    const take = (): number => {
      const value = u64(next);
      next += 8;
      return value;
    };
    if (entry.size === FULL) entry.size = take();
    if (entry.compressedSize === FULL) entry.compressedSize = take();
    if (entry.headerOffset === FULL) entry.headerOffset = take();
    return;
  }
  throw damaged();
}

/** Where an entry's data starts (past its local header, whose name and extra lengths may differ). */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  const { u16, u32 } = reader(bytes);
  if (u32(entry.headerOffset) !== 0x04034b50) throw damaged();
  const start = entry.headerOffset + 30 + u16(entry.headerOffset + 26) + u16(entry.headerOffset + 28);
  if (start + entry.compressedSize > bytes.length) throw damaged();
  return start;
}
