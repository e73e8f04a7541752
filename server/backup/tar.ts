// The backup file's container: a POSIX ustar archive (what `tar` writes and reads everywhere), written
// and read as streams so a data directory of gigabytes never sits in memory. Only what a backup holds:
// regular files and directories, no links, no devices; names up to 255 bytes (prefix + name).
export const TAR_BLOCK = 512;

/** Largest entry the 12-byte octal size field holds (8 GiB − 1): PostgreSQL's files stop at 1 GiB. */
const MAX_SIZE = 0o77777777777;

export interface TarEntry {
  /** Relative, '/'-separated; a directory's without its trailing slash. */
  path: string;
  type: 'file' | 'directory';
  /** Bytes of a file (0 for a directory). */
  size: number;
  /** Permission bits, e.g. 0o600. */
  mode: number;
  mtime: Date;
}

function writeString(block: Buffer, offset: number, length: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`Nombre demasiado largo para el archivo tar: ${text}`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  // length − 1 digits and a NUL, as tar writes them.
  writeString(block, offset, length, `${Math.floor(value).toString(8).padStart(length - 1, '0')}\0`);
}

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes). */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut >= 0; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`Ruta demasiado larga para el archivo tar: ${path}`);
}

/** The 512-byte header of one entry. */
export function tarHeader(entry: TarEntry): Buffer {
  if (entry.size < 0 || entry.size > MAX_SIZE) throw new Error(`Archivo demasiado grande para el archivo tar: ${entry.path}`);
  const block = Buffer.alloc(TAR_BLOCK);
  const { prefix, name } = splitPath(entry.type === 'directory' ? `${entry.path}/` : entry.path);
  writeString(block, 0, 100, name);
  writeOctal(block, 100, 8, entry.mode & 0o7777);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, entry.type === 'file' ? entry.size : 0);
  writeOctal(block, 136, 12, entry.mtime.getTime() / 1000);
  block.fill(0x20, 148, 156);
  block[156] = (entry.type === 'file' ? '0' : '5').charCodeAt(0);
  writeString(block, 257, 6, 'ustar\0');
  writeString(block, 263, 2, '00');
  writeString(block, 345, 155, prefix);
  writeString(block, 148, 8, `${checksum(block).toString(8).padStart(6, '0')}\0 `);
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
}

/** The zeros after a file's bytes up to the next block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK);
}

/** The archive's end: two zero blocks. */
export const tarEnd = (): Buffer => Buffer.alloc(2 * TAR_BLOCK);

function readString(block: Buffer, offset: number, length: number): string {
  const slice = block.subarray(offset, offset + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end < 0 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('un número de la cabecera no es octal');
  return text === '' ? 0 : parseInt(text, 8);
}

/** The archive is not a tar this module wrote: truncated, a bad header, an entry of another kind. */
export class TarFormatError extends Error {
  constructor(detail: string) {
    super(`El archivo no es una copia válida (${detail})`);
    this.name = 'TarFormatError';
  }
}

/** Reads a header block; null for the end-of-archive zero block. */
function parseHeader(block: Buffer): TarEntry | null {
  if (block.every((byte) => byte === 0)) return null;
  if (readOctal(block, 148, 8) !== checksum(block)) throw new TarFormatError('la suma de una cabecera no coincide');
  if (!readString(block, 257, 6).startsWith('ustar')) throw new TarFormatError('cabecera sin la marca ustar');
  const flag = String.fromCharCode(block[156]);
  const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : null;
  if (!type) throw new TarFormatError(`entrada de tipo «${flag}» no admitida`);
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  const path = (prefix ? `${prefix}/${name}` : name).replace(/\/+$/, '');
  return {
    path,
    type,
    size: type === 'file' ? readOctal(block, 124, 12) : 0,
    mode: readOctal(block, 100, 8),
    mtime: new Date(readOctal(block, 136, 12) * 1000),
  };
}

/** Exactly-n reads over a stream of chunks. */
class ByteReader {
  private pending: Buffer[] = [];
  private length = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(n: number): Promise<void> {
    while (this.length < n && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else {
        this.pending.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  private take(n: number): Buffer {
    const first = this.pending[0];
    if (first.length <= n) {
      this.pending.shift();
      this.length -= first.length;
      return first;
    }
    this.pending[0] = first.subarray(n);
    this.length -= n;
    return first.subarray(0, n);
  }

  /** n bytes, fewer only at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    await this.fill(n);
    const parts: Buffer[] = [];
    let left = Math.min(n, this.length);
    while (left > 0) {
      const part = this.take(left);
      parts.push(part);
      left -= part.length;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  /** The next n bytes in pieces as they come; throws when the stream ends first. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.length === 0) await this.fill(1);
      if (this.length === 0) throw new TarFormatError('el archivo termina antes de tiempo');
      const piece = this.take(left);
      left -= piece.length;
      yield piece;
    }
  }
}

/**
 * Walks an archive: `onEntry` gets each entry with its bytes as an iterable, which it must read
 * whole (or not at all: the rest is skipped) before the next entry comes. `onEntry` returning false
 * stops the walk there (a reader after the first entry only).
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, data: AsyncIterable<Buffer>) => Promise<boolean | void>,
): Promise<void> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    await walkEntries(new ByteReader(iterator), onEntry);
  } finally {
    // A walk stopped early (or failed) lets the source go (a file stream is closed).
    await iterator.return?.();
  }
}

async function walkEntries(reader: ByteReader, onEntry: (entry: TarEntry, data: AsyncIterable<Buffer>) => Promise<boolean | void>): Promise<void> {
  for (;;) {
    const block = await reader.read(TAR_BLOCK);
    if (block.length === 0) throw new TarFormatError('falta el final del archivo');
    if (block.length < TAR_BLOCK) throw new TarFormatError('el archivo termina antes de tiempo');
    const entry = parseHeader(block);
    if (!entry) return;
    let consumed = 0;
    const data = (async function* () {
      for await (const piece of reader.pieces(entry.size)) {
        consumed += piece.length;
        yield piece;
      }
    })();
    const more = await onEntry(entry, data);
    if (more === false) return;
    // What the callback left unread, then the padding.
    for await (const _ of reader.pieces(entry.size - consumed)) void _;
    for await (const _ of reader.pieces(tarPadding(entry.size).length)) void _;
  }
}
