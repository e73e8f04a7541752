// Files the server draws (list exports: <prefix>/exportar; report downloads: reportes/<name>/exportar):
// POST with the session's token (http.ts), the streamed answer read chunk by chunk so the page can
// show the bytes received (the server sends no Content-Length), then saved under the server's name.
import { isAbortError, networkError } from './errors';
import type { HttpClient } from './http';

/** What the server writes: CSV, Excel (.xlsx), and for SIET the old BIFF8 .xls. */
export type ExportFormat = 'csv' | 'xlsx' | 'xls';

export interface DownloadRequest {
  /** API path, e.g. 'estudiante/exportar' or 'reportes/siet/exportar'. */
  path: string;
  body: unknown;
  /** The file's name when the answer names none. */
  fallbackName: string;
  /** Called with the bytes received so far, after every chunk. */
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

export interface DownloadResult {
  fileName: string;
  bytes: number;
}

/** Characters no file name keeps: path separators, control characters and what Windows refuses. */
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

function safeName(name: string): string | null {
  const cleaned = name.replace(UNSAFE, '_').trim();
  return cleaned === '' || /^[._]+$/.test(cleaned) ? null : cleaned;
}

/** RFC 5987 ext-value: charset'lang'percent-encoded. UTF-8 and ISO-8859-1 are the only charsets it allows. */
function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset, encoded] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    // malformed percent-encoding: fall back to the plain filename
  }
  return null;
}

/** A quoted-string's value (backslash escapes undone) or a bare token's. */
function unquote(value: string): string {
  const text = value.trim();
  return text.startsWith('"') && text.endsWith('"') && text.length >= 2 ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text;
}

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` first (it carries
 * accents), else `filename`; made safe to save under; null when it names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  // Parameters split on ';' outside quotes.
  const params = header.match(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
  let plain: string | null = null;
  let extended: string | null = null;
  for (const param of params.slice(1)) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    const value = param.slice(eq + 1);
    if (key === 'filename*') extended ??= decodeExtended(unquote(value));
    else if (key === 'filename') plain ??= unquote(value);
  }
  return (extended !== null ? safeName(extended) : null) ?? (plain !== null ? safeName(plain) : null);
}

/** The answer's bytes as a Blob, reporting the running count after each chunk. */
export async function readWithProgress(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    onProgress?.(blob.size);
    return blob;
  }
  const chunks: BlobPart[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress?.(bytes);
    }
  } catch (error) {
    // The connection dropped mid-file: the same message as a request that never reached the server.
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  return new Blob(chunks, { type });
}

/** Starts the browser's download of the bytes through a temporary link (the only way a page can). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POSTs the request, streams the file in and saves it; rejects with the API's Spanish HttpError. */
export async function downloadExport(http: Pick<HttpClient, 'postForStream'>, request: DownloadRequest): Promise<DownloadResult> {
  const response = await http.postForStream(request.path, request.body, { signal: request.signal });
  const blob = await readWithProgress(response, request.onProgress);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? request.fallbackName;
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
