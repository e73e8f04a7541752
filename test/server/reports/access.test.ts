// Every report call and download: 401 without a token, 403 without its code (before the body is
// read), 400 in Spanish for a bad body or a sede outside the caller's, never a 500 for garbage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KEYS, REPORT_MESSAGES, REPORTS, exportPathOf, type ReportKey } from '../../../core/school/reports/contract';
import { NOVEDAD_MESSAGES } from '../../../core/school/novedades';
import { HTTP_MESSAGES } from '../../../server/errors/apiError';
import { createRandom } from '../../../server/seed/prng';
import type { TestServer } from '../helpers';
import { MARCH, reportServer, type ReportUsers } from './fixture';

let server: TestServer;
let users: ReportUsers;

beforeAll(async () => {
  ({ server, users } = await reportServer());
});
afterAll(async () => {
  await server.close();
});

/** A body each report accepts, and its download's. */
const VALID: Record<ReportKey, Record<string, unknown>> = {
  ocupacion: MARCH,
  actividad: { fecha: '2031-03-03' },
  consumo: MARCH,
  siet: MARCH,
  solicitudAvance: { ...MARCH, sedes: [] },
  encuesta: { ...MARCH, tipo: 'clase' },
};
const CALLS = REPORT_KEYS.flatMap((key) => [
  { key, path: REPORTS[key].path, body: VALID[key] },
  { key, path: exportPathOf(key), body: { ...VALID[key], formato: 'csv' } },
]);
const RANGED = CALLS.filter(({ key }) => key !== 'actividad');
const WITH_SEDES = CALLS.filter(({ key }) => key === 'siet' || key === 'solicitudAvance' || key === 'encuesta');

const expect400 = async (path: string, body: unknown, errors: Record<string, unknown>, token = users.staff) => {
  const response = await server.post(path, body, token);
  expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
  expect(response.json()).toEqual({ code: 'ValidationError', message: HTTP_MESSAGES.validation, errors });
};

describe('guard', () => {
  it('401 without a token, 403 without the code even for a malformed body, 200 with it', async () => {
    for (const { path, body } of CALLS) {
      const anonymous = await server.post(path, body, null);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json()).toEqual({ code: 'InvalidJwtToken', message: HTTP_MESSAGES.invalidToken });
      for (const sent of [body, { fecha_inicio: 'x', otro: 1 }, '"x"']) {
        const forbidden = await server.post(path, sent, users.noCode);
        expect(forbidden.statusCode, path).toBe(403);
        expect(forbidden.json()).toEqual({ code: 'Forbidden', message: HTTP_MESSAGES.forbidden });
      }
      expect((await server.post(path, body, users.staff)).statusCode, path).toBe(200);
    }
  });

  it('the consumption report is the groups code’s (4F40D01B), the others their own', () => {
    expect(Object.fromEntries(REPORT_KEYS.map((key) => [key, REPORTS[key].code]))).toEqual({
      ocupacion: '17737EC6', actividad: '17737EC6', consumo: '4F40D01B', siet: '11FC3E77', solicitudAvance: 'E96EB087', encuesta: 'F83DCEB2',
    });
  });
});

describe('bodies', () => {
  it('refuses an inverted range, one over 366 days and a bad date, in Spanish', async () => {
    for (const { path, body } of RANGED) {
      await expect400(path, { ...body, fecha_inicio: '2031-03-10', fecha_fin: '2031-03-09' }, { fecha_fin: REPORT_MESSAGES.rangeInverted });
      // 367 days (2031 is not a leap year): refused; 366 is the limit.
      await expect400(path, { ...body, fecha_inicio: '2031-01-01', fecha_fin: '2032-01-02' }, { fecha_fin: 'El rango no puede superar un año.' });
      expect((await server.post(path, { ...body, fecha_inicio: '2031-01-01', fecha_fin: '2032-01-01' }, users.staff)).statusCode, path).toBe(200);
      await expect400(path, { ...body, fecha_inicio: '2031-02-30' }, { fecha_inicio: NOVEDAD_MESSAGES.date });
    }
    for (const path of ['reportes/actividad', 'reportes/actividad/exportar']) {
      await expect400(path, { fecha: '03/03/2031', ...(path.endsWith('exportar') ? { formato: 'csv' } : {}) }, { fecha: NOVEDAD_MESSAGES.date });
    }
  });

  it('refuses an unknown key, a bad tipo and a bad formato', async () => {
    for (const { path, body } of CALLS) {
      const response = await server.post(path, { ...body, sede_id: 1 }, users.staff);
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['sede_id']);
    }
    await expect400('reportes/encuesta-satisfaccion', { ...MARCH, tipo: 'examen' }, { tipo: REPORT_MESSAGES.tipo });
    await expect400('reportes/encuesta-satisfaccion/exportar', { ...MARCH, formato: 'csv' }, { tipo: REPORT_MESSAGES.tipo });
    await expect400('reportes/siet/exportar', { ...MARCH, formato: 'pdf' }, { formato: REPORT_MESSAGES.formato });
    await expect400('reportes/ocupacion/exportar', MARCH, { formato: REPORT_MESSAGES.formato });
  });

  it('never answers 500 to garbage', async () => {
    const random = createRandom(24);
    const values = ['', '2031-03-01', '2031-13-01', 'x'.repeat(500), 0, -1, 1.5, null, true, [], {}, ['1'], [1, 2, 3], [-1], ['x'], 'clase', 'xls', '\u0000'];
    const keys = ['fecha_inicio', 'fecha_fin', 'fecha', 'sedes', 'tipo', 'formato', '__proto__', 'constructor'];
    for (const { path, body } of CALLS) {
      for (let i = 0; i < 25; i++) {
        const sent: Record<string, unknown> = { ...body };
        for (let k = random.int(1, 3); k > 0; k--) sent[random.pick(keys)] = random.pick(values);
        const response = await server.post(path, sent, server.adminToken);
        expect([200, 400], `${path} ← ${JSON.stringify(sent)}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });
});

describe('sedes', () => {
  it('a named sede outside the caller’s is a 400 on sedes, with or without 2E3F932E', async () => {
    for (const { path, body } of WITH_SEDES) {
      await expect400(path, { ...body, sedes: [1, 3] }, { sedes: REPORT_MESSAGES.sede });
      await expect400(path, { ...body, sedes: [2] }, { sedes: REPORT_MESSAGES.sede }, users.sede1);
      await expect400(path, { ...body, sedes: [3] }, { sedes: REPORT_MESSAGES.sede }, users.noChoose);
      // Without 2E3F932E and without a permitted list: their own sede (2) only.
      await expect400(path, { ...body, sedes: [1] }, { sedes: REPORT_MESSAGES.sede }, users.ownSede);
      expect((await server.post(path, { ...body, sedes: [2] }, users.ownSede)).statusCode, path).toBe(200);
      expect((await server.post(path, { ...body, sedes: [3] }, server.adminToken)).statusCode, path).toBe(200);
    }
  });

  it('the reports without a choice take no sedes', async () => {
    for (const { path, body } of CALLS.filter((c) => !WITH_SEDES.includes(c))) {
      const response = await server.post(path, { ...body, sedes: [1] }, users.staff);
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['sedes']);
    }
  });
});
