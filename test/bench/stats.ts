// Latency statistics and the bounded loop shared by the HTTP load client and the in-process loops.

export interface LoadSummary {
  requests: number;
  errors: number;
  seconds: number;
  /** Completed operations (errors excluded) per second. */
  rps: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  /** Response bytes received (HTTP only). */
  bytes: number;
  firstError?: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarize(latencies: number[], seconds: number, errors: number, bytes = 0, firstError?: string): LoadSummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return {
    requests: sorted.length,
    errors,
    seconds,
    rps: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
    mean: sorted.length > 0 ? total / sorted.length : Number.NaN,
    bytes,
    firstError,
  };
}

export interface LoopOptions {
  concurrency: number;
  /** Bounds: whichever comes first ends the loop (operations already started finish). */
  maxOps: number;
  maxSeconds: number;
  /** Operations run (unmeasured) before measuring, at the same concurrency. */
  warmupOps?: number;
  /** True once the caller wants no more operations (a load that lasts while something else runs). */
  stopped?: () => boolean;
}

/** Outcome of one operation: bytes received, or an error message. */
export type OpOutcome = { ok: true; bytes: number } | { ok: false; error: string };

/**
 * Runs `op` from `concurrency` closed-loop workers (each starts its next operation when the last
 * ends) and summarises the latencies. Always ends: bounded in count and in time.
 */
export async function boundedLoop(op: (n: number) => Promise<OpOutcome>, options: LoopOptions): Promise<LoadSummary> {
  const warmup = options.warmupOps ?? 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, Math.max(warmup, 0)) }, async () => {
      while (next < warmup) await op(next++);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let firstError: string | undefined;
  let started = 0;
  const start = performance.now();
  const deadline = start + options.maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (started < options.maxOps && performance.now() < deadline && !options.stopped?.()) {
        const n = warmup + started++;
        const t0 = performance.now();
        const outcome = await op(n);
        const elapsed = performance.now() - t0;
        if (outcome.ok) {
          latencies.push(elapsed);
          bytes += outcome.bytes;
        } else {
          errors++;
          firstError ??= outcome.error;
        }
      }
    }),
  );
  return summarize(latencies, (performance.now() - start) / 1000, errors, bytes, firstError);
}
