// An OLE compound file (D0 CF 11 E0 …) is an old .xls or a password-protected .xlsx (its package
// encrypted inside an 'EncryptedPackage' stream). Neither is read: this only tells which, by the names
// of the directory entries (128-byte records, aligned on 128 bytes past the 512-byte header).
import { WORKBOOK_MESSAGES } from './types';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;

export function isOle(bytes: Uint8Array): boolean {
  return bytes.length >= SIGNATURE.length && SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** Whether the directory entry at `at` is a stream or storage named `name` (UTF-16LE, null-terminated). */
function entryNamed(bytes: Uint8Array, at: number, name: string): boolean {
  const length = bytes[at + 64] | (bytes[at + 65] << 8);
  const type = bytes[at + 66];
  if (length !== (name.length + 1) * 2 || (type !== 1 && type !== 2)) return false;
  for (let i = 0; i < name.length; i += 1) {
    if (bytes[at + i * 2] !== name.charCodeAt(i) || bytes[at + i * 2 + 1] !== 0) return false;
  }
  return true;
}

/**
 * The refusal for an OLE file: a password-protected Office package, else an old workbook (.xls; a
 * .doc renamed gets the same advice, which still helps: save it in another format).
 */
export function oleRefusal(bytes: Uint8Array): string {
  for (let at = HEADER_BYTES; at + ENTRY_BYTES <= bytes.length; at += ENTRY_BYTES) {
    if (entryNamed(bytes, at, 'EncryptedPackage')) return WORKBOOK_MESSAGES.encrypted;
  }
  return WORKBOOK_MESSAGES.xls;
}
