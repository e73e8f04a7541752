// A zip archive written as a stream (what an .xlsx is): each entry deflated as it is produced, its
// local header first with a data descriptor after the data (CRC and sizes are known only then), the
// central directory at the end. No zip64: an entry or the archive over 4 GiB is refused (an export
// of 100,000 rows × 12 columns is ~100 MB of XML before deflate).
import { PassThrough, pipeline, Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  /** ASCII path inside the archive. */
  name: string;
  /** The entry's bytes, produced on demand (read only as the archive is read). */
  data: AsyncIterable<Buffer> | Buffer;
}

const ZIP32_LIMIT = 0xffffffff;
/** Bit 3: CRC and sizes follow the data (data descriptor); bit 11: names are UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const VERSION = 20;
const DEFLATE = 8;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of `at` (local fields: zip has no time zone). */
function dosDateTime(at: Date): { time: number; date: number } {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14–25) stay 0: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, attributes (30–41): none.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

function checkZip32(value: number): number {
  if (value > ZIP32_LIMIT) throw new Error('Archivo demasiado grande para un zip sin zip64');
  return value;
}

/**
 * The deflated bytes of `data`, with its CRC and size counted on the way in. Through a pipeline: the
 * deflater is fed only as fast as it is read (backpressure), and an early stop of the reader (a
 * client gone) ends the source too.
 */
async function* deflated(data: AsyncIterable<Buffer> | Buffer, count: { crc: number; size: number }): AsyncGenerator<Buffer> {
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of Buffer.isBuffer(data) ? [data] : data) {
      count.crc = crc32(chunk, count.crc);
      count.size += chunk.length;
      yield chunk;
    }
  }
  const output = new PassThrough();
  // The fastest level: an export is sheet XML (~10 % of it once deflated, against ~7 % at the default
  // level), and the default's 2.8× the CPU would weigh on the 10-second budget of 100,000 rows.
  pipeline(Readable.from(counted()), createDeflateRaw({ level: constants.Z_BEST_SPEED }), output, () => {
    // Errors reach the reader through `output` (pipeline destroys it with the error).
  });
  yield* output;
}

/** The archive's bytes, entry after entry, then the central directory. */
export async function* zipStream(entries: Iterable<ZipEntry>, at: Date = new Date()): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(at);
  const written: Written[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
    const header = localHeader(entry.name, stamp);
    offset += header.length;
    yield header;
    for await (const chunk of deflated(data, entry)) {
      entry.compressed += chunk.length;
      offset += chunk.length;
      yield chunk;
    }
    checkZip32(entry.size);
    checkZip32(entry.compressed);
    const descriptor = dataDescriptor(entry);
    offset += descriptor.length;
    yield descriptor;
    written.push(entry);
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  yield directory;
  yield endOfDirectory(written.length, directory.length, checkZip32(offset));
}
