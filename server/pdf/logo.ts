// The school's logo on its documents (config 'logo_escuela', docs/operations.md 'Configuration'): a PNG or JPEG
// given as a file path on the server (absolute, or relative to the server's working directory) or as
// a data: URL. A logo that cannot be read, or is neither format, is left out with a warning: the
// document still prints.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PDFDocument, PDFImage } from 'pdf-lib';

/** The config key naming the logo. */
export const LOGO_CONFIG_KEY = 'logo_escuela';

/** A logo is a few KB; more than this is a mistake (a photo, a wrong path), not worth reading per document. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export type Warn = (message: string) => void;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

function checkSize(size: number): void {
  if (size > MAX_LOGO_BYTES) throw new Error(`pesa ${size} bytes (máximo ${MAX_LOGO_BYTES})`);
}

/** The logo's bytes, from a data: URL or a file; throws a Spanish message when there are none to use. */
export async function logoBytes(value: string): Promise<Uint8Array> {
  if (value.startsWith('data:')) {
    const match = /^data:[^,;]*(?:;[^,;]*)*?;base64,(.*)$/s.exec(value);
    if (!match) throw new Error('la URL data: no está en base64');
    // Copied out of Node's shared pool: a small decoded Buffer sits at an offset inside a larger
    // ArrayBuffer, and pdf-lib's JPEG reader looks at the ArrayBuffer from its start ('SOI not found').
    const bytes = new Uint8Array(Buffer.from(match[1], 'base64'));
    checkSize(bytes.length);
    return bytes;
  }
  const path = resolve(value);
  checkSize((await stat(path)).size);
  return new Uint8Array(await readFile(path));
}

/** The logo embedded in `pdf`, or null (none configured, or one that cannot be used: warned). */
export async function embedLogo(pdf: PDFDocument, value: string | null | undefined, warn: Warn): Promise<PDFImage | null> {
  const configured = value?.trim();
  if (!configured) return null;
  const shown = configured.startsWith('data:') ? 'data: URL' : configured;
  try {
    const bytes = await logoBytes(configured);
    // The format is what the bytes say, not the name or the declared MIME type.
    if (startsWith(bytes, PNG_SIGNATURE)) return await pdf.embedPng(bytes);
    if (startsWith(bytes, JPEG_SIGNATURE)) return await pdf.embedJpg(bytes);
    throw new Error('no es un PNG ni un JPEG');
  } catch (error) {
    warn(`Logo de la escuela (${LOGO_CONFIG_KEY} = ${shown}) omitido: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
