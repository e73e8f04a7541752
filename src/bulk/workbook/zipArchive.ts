// A zip's entries, inflated on demand as a stream of chunks: a part is never held whole unless asked
// for, and the bytes actually produced are counted against each entry's declared size and the
// archive's total, so a zip bomb (sizes that lie, or that add up past the limit) stops early.
import { Inflate } from 'fflate';
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES, WorkbookError } from './types';
import { entryDataOffset, readZipDirectory, type ZipEntry } from './zipDirectory';

/** Compressed bytes handed to the inflater at a time: one push yields at most ~1,032× that (~17 MB). */
const PUSH_BYTES = 16 * 1024;
/** Bytes of a stored (uncompressed) entry handed on at a time. */
const STORED_CHUNK = 1024 * 1024;

export interface ZipArchive {
  /** The entries' names, in the directory's order. */
  names(): string[];
  /** The entry's exact name, or the one equal to it but for case (OPC part names ignore case). */
  find(name: string): string | undefined;
  /** Feeds the entry's inflated bytes to `onChunk`, in order. */
  stream(name: string, onChunk: (chunk: Uint8Array) => void): void;
  /** The entry's inflated bytes, whole (for small parts). */
  read(name: string): Uint8Array;
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

export function openZip(bytes: Uint8Array): ZipArchive {
  const entries = readZipDirectory(bytes);
  const byFoldedName = new Map<string, string>();
  for (const name of entries.keys()) if (!byFoldedName.has(name.toLowerCase())) byFoldedName.set(name.toLowerCase(), name);
  let inflated = 0;

  const entryOf = (name: string): ZipEntry => {
    const entry = entries.get(name);
    if (!entry) throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
    if (entry.encrypted) throw new WorkbookError(WORKBOOK_MESSAGES.encrypted);
    if (entry.method !== 0 && entry.method !== 8) throw new WorkbookError(WORKBOOK_MESSAGES.damaged);
    return entry;
  };

  const stream = (name: string, onChunk: (chunk: Uint8Array) => void): void => {
    const entry = entryOf(name);
    const start = entryDataOffset(bytes, entry);
    const data = bytes.subarray(start, start + entry.compressedSize);
    let produced = 0;
    const take = (chunk: Uint8Array): void => {
      produced += chunk.length;
      inflated += chunk.length;
      if (produced > entry.size) throw new WorkbookError(WORKBOOK_MESSAGES.damaged);
      if (inflated > WORKBOOK_LIMITS.inflatedBytes) throw new WorkbookError(WORKBOOK_MESSAGES.inflatedTooLarge);
      if (chunk.length > 0) onChunk(chunk);
    };
    if (entry.method === 0) {
      for (let at = 0; at < data.length; at += STORED_CHUNK) take(data.subarray(at, at + STORED_CHUNK));
    } else {
      const inflater = new Inflate((chunk) => take(chunk));
      try {
        for (let at = 0; at < data.length || at === 0; at += PUSH_BYTES) {
          inflater.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length);
        }
      } catch (error) {
        // fflate's own errors (a broken deflate stream) are damage; the reader's refusals pass through.
        throw error instanceof WorkbookError || !isFflateError(error) ? error : new WorkbookError(WORKBOOK_MESSAGES.damaged);
      }
    }
    if (produced !== entry.size) throw new WorkbookError(WORKBOOK_MESSAGES.damaged);
  };

  return {
    names: () => [...entries.keys()],
    find: (name) => (entries.has(name) ? name : byFoldedName.get(name.toLowerCase())),
    stream,
    read(name) {
      const chunks: Uint8Array[] = [];
      stream(name, (chunk) => chunks.push(chunk));
      if (chunks.length === 1) return chunks[0];
      const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        whole.set(chunk, at);
        at += chunk.length;
      }
      return whole;
    },
  };
}

/** fflate throws Errors carrying a numeric `code` (its FlateErrorCode). */
function isFflateError(error: unknown): boolean {
  return error instanceof Error && typeof (error as Error & { code?: unknown }).code === 'number';
}
