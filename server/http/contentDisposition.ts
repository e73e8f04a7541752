// The Content-Disposition of every download the server sends (stored files, exports, reports, PDFs).

/** RFC 6266/5987, always attachment: the name as UTF-8, percent-encoded, plus an ASCII fallback for old clients. */
export function contentDisposition(nombre: string): string {
  const encoded = encodeURIComponent(nombre).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const ascii = nombre.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
