// Closures through the API (E4D2DDE5; docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): cierres/crear
// with a date from tomorrow, the class hours of that weekday, the user's permitted sedes and a
// message, the creator kept with it; cierres/lista. The school's clock is stopped on Friday
// 2026-11-20.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-21';
let server: TestServer;
let token: string;

const crear = (body: Record<string, unknown>) => server.post('cierres/crear', { fecha: MONDAY, horas: ['06:00', '07:30'], sedes: [1], mensaje: 'Mantenimiento eléctrico', ...body }, token);

beforeAll(async () => {
  server = await createTestServer({ clock: fixedClock('2026-11-20T15:00:00Z') });
  // Permitted sedes 1 and 2 (createStaffUser).
  const user = await createStaffUser(server.db, [P.admin.cierres]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('cierres/crear', () => {
  it('stores the closure with its creator and lists it', async () => {
    const response = await crear({});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ fecha: MONDAY, horas: ['06:00', '07:30'], sedes: [1], mensaje: 'Mantenimiento eléctrico' });
    expect(response.json().usuario).toMatch(/^Prueba Funcionario · funcionario.*@escuela\.test$/);
    const lista = await server.post('cierres/lista', {}, token);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().datos.some((c: { mensaje: string }) => c.mensaje === 'Mantenimiento eléctrico')).toBe(true);
  });

  it("accepts Saturday's own hours and refuses hours that are not that day's slots", async () => {
    // Tomorrow is Saturday: its slots are 08:00, 09:30, 11:00, 13:00, 14:30 (core/school/calendar.ts).
    expect((await crear({ fecha: SATURDAY, horas: ['08:00', '14:30'] })).statusCode).toBe(200);
    const weekdayHour = await crear({ fecha: SATURDAY, horas: ['06:00'] });
    expect(weekdayHour.statusCode).toBe(400);
    expect(weekdayHour.json().errors).toEqual({ horas: 'Solo horas de clase de ese día (Fecha)' });
  });

  it('refuses, writing nothing: a date before tomorrow, foreign hours, Sunday, no sede, a sede not permitted, no message', async () => {
    const before = await databaseFingerprint(server.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ fecha: '2026-11-20' }, { fecha: 'La fecha no puede ser anterior a mañana' }],
      [{ horas: ['06:15'] }, { horas: 'Solo horas de clase de ese día (Fecha)' }],
      [{ fecha: '2026-11-29', horas: ['06:00'] }, { horas: 'Solo horas de clase de ese día (Fecha)' }],
      [{ horas: [] }, { horas: 'Este campo es requerido' }],
      [{ sedes: [] }, { sedes: 'Este campo es requerido' }],
      [{ sedes: [3] }, { sedes: 'Solo puede cerrar sus sedes permitidas' }],
      [{ mensaje: '' }, { mensaje: 'Este campo es requerido' }],
    ];
    for (const [body, errors] of cases) {
      const response = await crear(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
