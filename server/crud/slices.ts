// Long synchronous work (a bulk import's checks, a payment file) cut into slices, yielding to the
// event loop between them so other requests are answered meanwhile.

/** Synchronous work between two yields to the event loop. */
const SLICE_MS = 15;

export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs work(0..count-1), yielding to other requests every SLICE_MS. */
export async function inSlices(count: number, work: (index: number) => void): Promise<void> {
  let next = 0;
  while (next < count) {
    const deadline = performance.now() + SLICE_MS;
    do work(next++);
    while (next < count && performance.now() < deadline);
    if (next < count) await yieldToOthers();
  }
}
