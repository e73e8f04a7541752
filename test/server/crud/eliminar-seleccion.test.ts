// A list's bulk 'Eliminar' (issue 43 point 6): <prefix>/eliminar_seleccion removes the selected rows
// in one transaction — all of them, or none when one cannot go, naming that one — each with its own
// audit event; its code is checked before its body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

const motivoIds = async (): Promise<number[]> => (await server.db.query<{ id: number }>('SELECT id FROM motivos ORDER BY id')).map((r) => r.id);
const deleteEvents = async (): Promise<number> =>
  Number((await server.db.query<{ n: string }>("SELECT count(*) AS n FROM eventos WHERE universo = 'motivos' AND tipo = 'eliminar'"))[0].n);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('motivo/eliminar_seleccion', () => {
  it('removes every selected record, one audit event each, and says how many', async () => {
    const [a, b, ...rest] = await motivoIds();
    const events = await deleteEvents();
    const response = await server.post('motivo/eliminar_seleccion', { ids: [a, b] }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ eliminados: 2, mensaje: 'Se eliminaron 2 motivos predefinidos' });
    expect(await motivoIds()).toEqual(rest);
    expect(await deleteEvents()).toBe(events + 2);
  });

  it('removes none when one of them cannot go, and names it', async () => {
    const before = await motivoIds();
    const events = await deleteEvents();
    // The second one is gone before the request reaches it (a colleague deleted it): 404, the first stays.
    const missing = Math.max(...before) + 1000;
    const response = await server.post('motivo/eliminar_seleccion', { ids: [before[0], missing] }, server.adminToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(new RegExp(`^No se eliminó ningún registro: Motivo predefinido n\\.º ${missing}: `));
    expect(await motivoIds()).toEqual(before);
    expect(await deleteEvents()).toBe(events);
  });

  it('refuses an empty, repeated or too long selection with a Spanish 400, and removes nothing', async () => {
    const before = await motivoIds();
    const cases: [unknown, RegExp][] = [
      [{ ids: [] }, /Seleccione al menos un registro/],
      [{ ids: [before[0], before[0]] }, /aparece dos veces/],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, /a lo sumo 100/],
      [{ ids: ['x'] }, /identificador numérico/],
    ];
    for (const [body, message] of cases) {
      const response = await server.post('motivo/eliminar_seleccion', body, server.adminToken);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatch(message);
    }
    expect(await motivoIds()).toEqual(before);
  });

  it('checks the delete code before the body', async () => {
    const token = await server.login('consulta@escuela.test', 'Consulta123!');
    for (const body of [{ ids: [] }, { ids: [(await motivoIds())[0]] }]) {
      const response = await server.post('motivo/eliminar_seleccion', body, token);
      expect(response.statusCode).toBe(403);
    }
  });
});
