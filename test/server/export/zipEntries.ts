// Reads back a zip our writer produced (an .xlsx), checking it on the way: tests only.
import { crc32, inflateRawSync } from 'node:zlib';
import { expect } from 'vitest';

/** Every entry of a zip, inflated, its CRC-32 and size checked against the central directory. */
export function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(file.length - 22);
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressed, size] = [file.readUInt32LE(at + 16), file.readUInt32LE(at + 20), file.readUInt32LE(at + 24)];
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const local = file.readUInt32LE(at + 42);
    expect(file.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = inflateRawSync(file.subarray(start, start + compressed));
    expect({ name, size: data.length, crc: crc32(data) }).toEqual({ name, size, crc });
    // The data descriptor follows the data, with the same numbers.
    expect([file.readUInt32LE(start + compressed), file.readUInt32LE(start + compressed + 4)]).toEqual([0x08074b50, crc]);
    entries.set(name, data);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}
