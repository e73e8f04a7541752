// How many exports run at once. An export holds the database for each of its batches (PGlite has one
// connection), so ten large ones at once stalled every other request for seconds. One per person
// and EXPORTS_AT_ONCE in all; the next one is 429 with Retry-After, and the slot is given back when
// the download ends, whole or cut.
import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../errors/apiError';

export const EXPORTS_PER_USER = 1;
export const EXPORTS_AT_ONCE = 3;
/** What Retry-After says: about what a large export takes. */
export const EXPORT_RETRY_SECONDS = 10;

export const EXPORT_LIMIT_MESSAGES = {
  user: 'Ya tiene una exportación en curso: espere a que termine y vuelva a intentarlo.',
  all: 'Hay demasiadas exportaciones en curso: vuelva a intentarlo en unos segundos.',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's export slots (buildApp): what its exportar endpoints take. */
    exportSlots: ExportSlots;
  }
}

export interface ExportSlots {
  /** Takes a slot for `userId` until `reply`'s response closes, or throws 429 (Retry-After set). */
  enter(userId: number, reply: Pick<FastifyReply, 'header' | 'raw'>): void;
  /** Exports running now (tests). */
  running(): number;
}

export function createExportSlots(limits: { perUser: number; total: number } = { perUser: EXPORTS_PER_USER, total: EXPORTS_AT_ONCE }): ExportSlots {
  const byUser = new Map<number, number>();
  let total = 0;
  return {
    enter(userId, reply) {
      const mine = byUser.get(userId) ?? 0;
      const refusal = mine >= limits.perUser ? EXPORT_LIMIT_MESSAGES.user : total >= limits.total ? EXPORT_LIMIT_MESSAGES.all : null;
      if (refusal) {
        void reply.header('retry-after', String(EXPORT_RETRY_SECONDS));
        throw tooManyRequests(refusal);
      }
      byUser.set(userId, mine + 1);
      total += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
      // 'close' ends every response, sent whole or cut by the client.
      reply.raw.once('close', release);
    },
    running: () => total,
  };
}
