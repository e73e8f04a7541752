// Two server processes (`server/main.ts`) on one PostgreSQL (issue 20): every invalidation of a
// person's tokens ends every token issued before it on both servers — a token issued in the same
// second as the invalidation before included — and a reactivation revives none of them, while a
// token issued after the latest invalidation works on both. Only with TEST_DATABASE_URL
// (`bash test/postgres/run.sh`).
import { describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createStaffUser } from '../helpers';
import { call, login, postgresUrl, useTwoServers } from './twoServers';

const INVALID = { code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' };
/** Waits for the next second of the real clock to begin. */
const startOfSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL', () => {
  const servers = useTwoServers();

  it('deactivate, reactivate, log in, deactivate: the token is refused by both servers, and stays refused once reactivated', async () => {
    const [a, b] = servers.instances;
    const user = await createStaffUser(servers.db(), [P.estudiantes.list]);
    const setActive = (activo: boolean) => servers.db().query('UPDATE usuarios SET activo = $2 WHERE id = $1', [user.id, activo]);
    const perfil = async (instance: typeof a, token: string) => (await call(instance, 'perfil', {}, token)).body;
    for (let round = 1; round <= 3; round++) {
      await startOfSecond();
      await setActive(false);
      await setActive(true);
      const token = await login(a, user.email, user.password);
      // Both servers cache the session and the person.
      expect((await call(b, 'perfil', {}, token)).status, `ronda ${round}`).toBe(200);
      expect((await call(a, 'perfil', {}, token)).status, `ronda ${round}`).toBe(200);
      await setActive(false);
      expect(await perfil(b, token), `ronda ${round}`).toEqual(INVALID);
      await setActive(true);
      expect(await perfil(a, token), `ronda ${round}`).toEqual(INVALID);
      expect(await perfil(b, token), `ronda ${round}`).toEqual(INVALID);
      const fresh = await login(b, user.email, user.password);
      expect((await call(a, 'perfil', {}, fresh)).status, `ronda ${round}`).toBe(200);
      expect((await call(b, 'perfil', {}, fresh)).status, `ronda ${round}`).toBe(200);
    }
  }, 60_000);
});
