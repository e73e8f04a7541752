// Text written as UTF-8 straight into fixed-size buffers, handed on as each fills. Measured on a
// 40-column sheet: four times faster than concatenating a batch's rows into one string and encoding
// it (the long rope of small strings costs more to flatten and collect than the XML costs to build).

/** Bytes per chunk handed on: big enough that a chunk's overhead downstream (deflate, socket) is small. */
export const CHUNK_BYTES = 512 * 1024;

export class ByteChunks {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;

  /** Adds `text`; returns the chunk that filled up to make room for it (send it), else null. */
  add(text: string): Buffer | null {
    // A UTF-16 unit never takes more than 3 bytes of UTF-8 (a pair: 4 bytes for 2 units).
    const most = text.length * 3;
    const full = this.used + most > this.buffer.length ? this.take() : null;
    if (most > this.buffer.length) {
      // A text bigger than a chunk goes on its own (a row of very long cells).
      const alone = Buffer.from(text, 'utf8');
      return full ? Buffer.concat([full, alone]) : alone;
    }
    this.used += this.buffer.write(text, this.used, 'utf8');
    return full;
  }

  /** What was added since the last chunk (null: nothing); the buffer is not reused once handed on. */
  take(): Buffer | null {
    if (this.used === 0) return null;
    const chunk = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
    return chunk;
  }
}
