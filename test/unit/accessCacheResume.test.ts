// The access cache across a lost LISTEN connection (server/auth/accessCache.ts): it caches while it
// hears, stops at LISTEN_LOST (every load reads), and at LISTEN_RESUMED starts empty and caches
// again; once closed, a late LISTEN_RESUMED trusts nothing.
import { describe, expect, it } from 'vitest';
import { createAccessSource } from '../../server/auth/accessCache';
import type { UserAccessRow } from '../../server/auth/session';
import { type Database, LISTEN_LOST, LISTEN_RESUMED } from '../../server/db/database';

/** A database that answers the access query only, counting it, and hands its listener to the test. */
function fakeDatabase() {
  const state = { reads: 0, onPayload: (_payload: string) => undefined as void, activo: true };
  const db = {
    kind: 'pglite',
    async query(sql: string) {
      if (!sql.includes('FROM usuarios u')) return [];
      state.reads++;
      const row: UserAccessRow = {
        id: 7, primer_nombre: 'Ana', primer_apellido: 'Ruiz', sede_id: 1, activo: state.activo, deleted_at: null, grupo_id: 3,
        permisos: ['4586B73F'], sedes_permitidas: [], total_sedes: 2,
      };
      return [row];
    },
    async listen(_channel: string, onPayload: (payload: string) => void) {
      state.onPayload = onPayload;
      return async () => undefined;
    },
  } as unknown as Database;
  return { db, state };
}

describe('the access cache and its listener', () => {
  it('caches, stops caching while the listener is lost, and starts again empty once it is back', async () => {
    const { db, state } = fakeDatabase();
    const source = await createAccessSource(db, new Uint8Array(32));
    await source.load(7);
    await source.load(7);
    expect(state.reads).toBe(1);

    state.onPayload(LISTEN_LOST);
    await source.load(7);
    await source.load(7);
    expect(state.reads).toBe(3);

    // Changed while nobody listened: the first load after the return reads it.
    state.activo = false;
    state.onPayload(LISTEN_RESUMED);
    expect((await source.load(7))?.activo).toBe(false);
    await source.load(7);
    await source.load(7);
    expect(state.reads).toBe(4);
    await source.close();
  });

  it('trusts nothing once closed, whatever the listener says afterwards', async () => {
    const { db, state } = fakeDatabase();
    const source = await createAccessSource(db, new Uint8Array(32));
    await source.close();
    state.onPayload(LISTEN_RESUMED);
    await source.load(7);
    await source.load(7);
    expect(state.reads).toBe(2);
  });
});
