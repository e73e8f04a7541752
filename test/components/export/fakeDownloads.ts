// What the export tests hold in their hands: a streamed answer the test feeds chunk by chunk (the
// server sends no Content-Length), and the downloads the page started (jsdom saves no file).
import { vi } from 'vitest';

/** A Response whose body arrives when the test says: push(bytes), then end(). */
export function heldStream(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers }),
    push: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
  };
}

/** Catches the temporary links' clicks: the name each download was given and the bytes behind it. */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:prueba/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  const restore = () => {
    URL.createObjectURL = originals.create;
    URL.revokeObjectURL = originals.revoke;
    click.mockRestore();
  };
  return { saved, restore };
}

/** JSON as the API answers it. */
export const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
