// Attempts per key in fixed windows, kept in this process's memory: the failed-login limit's store
// (loginLimit.ts). @fastify/rate-limit's store can only peek and count; a limit that must hold
// under concurrency has to take an attempt before the password check and, for a login that turns
// out right, give it back — so reserving several keys at once and refunding are done here.

export interface AttemptWindowOptions {
  /** Attempts each key may take per window. */
  max: number;
  windowMs: number;
  /** Keys kept at most; past it the oldest window is forgotten (a flood of names cannot fill memory). */
  maxKeys?: number;
}

/** Attempts taken by one reservation, to be given back if its outcome should not count. */
export interface Reservation {
  refund(): void;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; retryMs: number };

interface Entry {
  count: number;
  endsAt: number;
}

const DEFAULT_MAX_KEYS = 100_000;

export interface AttemptWindows {
  /**
   * Takes one attempt from every key, or none when any of them has no attempt left in its window
   * (then: how long until every spent one has a new window). All-or-nothing and synchronous, so
   * concurrent callers can never take more than `max`.
   */
  reserve(keys: readonly string[], now: number): ReserveResult;
}

export function createAttemptWindows(options: AttemptWindowOptions): AttemptWindows {
  // Every window lasts as long and a new one is re-inserted, so insertion order is the order of ends.
  const entries = new Map<string, Entry>();
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;

  function live(key: string, now: number): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.endsAt > now ? entry : undefined;
  }

  function open(key: string, now: number): Entry {
    // Ended windows go first; past maxKeys, the oldest live ones too.
    for (const [oldKey, old] of entries) {
      if (old.endsAt > now && entries.size < maxKeys) break;
      entries.delete(oldKey);
    }
    entries.delete(key);
    const entry = { count: 0, endsAt: now + options.windowMs };
    entries.set(key, entry);
    return entry;
  }

  return {
    reserve(keys, now) {
      const waits = keys.flatMap((key) => {
        const entry = live(key, now);
        return entry && entry.count >= options.max ? [entry.endsAt - now] : [];
      });
      if (waits.length > 0) return { ok: false, retryMs: Math.max(...waits) };
      const taken = keys.map((key) => {
        const entry = live(key, now) ?? open(key, now);
        entry.count++;
        return { key, entry };
      });
      let refunded = false;
      return {
        ok: true,
        reservation: {
          refund() {
            if (refunded) return;
            refunded = true;
            for (const { key, entry } of taken) {
              // A window ended and replaced meanwhile is left alone: the attempt was not its successor's.
              if (entries.get(key) !== entry) continue;
              entry.count--;
              // None outstanding: the key's next attempt opens a window of its own.
              if (entry.count === 0) entries.delete(key);
            }
          },
        },
      };
    },
  };
}
