// Every progress call of issue 23's table at its door: 401 without a session, 403 without its code
// (docs/domain/progress.md 'Progress and grades') checked before the body is looked at, 400 in Spanish for a
// malformed body, 404 for a student (or a row of one) at a sede outside the caller's, and never a
// 500 — none of them writing anything. The calls' rules are in the other files of this folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_CODES, PROGRESS_PATHS } from '../../../core/school/students/progress';
import { createStaffUser, createTestServer, databaseFingerprint, setGroupCodes, type TestServer } from '../helpers';
import { expectRefused, REASON, rowIn, SHORT_REASON, type StoredRow, type Student, takeStudent } from './fixture';

type Key = keyof typeof PROGRESS_PATHS;
const KEYS = Object.keys(PROGRESS_PATHS) as Key[];
const ALL_CODES = [...new Set(Object.values(PROGRESS_CODES))];
const ENGLISH = /\b(expected|invalid|required|received|unrecognized|must|string|number|too (small|big))\b/i;

let server: TestServer;
let staff: { grupoId: number; token: string };

interface Fixture {
  student: Student;
  pendiente: StoredRow;
  bloqueado: StoredRow;
  superado: StoredRow;
  autonomo: StoredRow;
  autonomos: StoredRow[];
}
let near: Fixture;
let far: Fixture;

async function fixture(nth: number, sede: number): Promise<Fixture> {
  const student = await takeStudent(server.db, nth, sede);
  const autonomos = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((n) => rowIn(server.db, student, 'pendiente', 'autonomo', n)));
  return {
    student,
    pendiente: await rowIn(server.db, student, 'pendiente', 'clase', 0),
    bloqueado: await rowIn(server.db, student, 'bloqueado', 'clase', 1),
    superado: await rowIn(server.db, student, 'superado', 'clase', 2),
    autonomo: autonomos[0],
    autonomos,
  };
}

/** A body each call accepts for the fixture's student. */
function validBody(key: Key, f: Fixture): Record<string, unknown> {
  const { id: estudiante_id, curso_id, registro_id } = f.student;
  switch (key) {
    case 'progreso': case 'notas': case 'estado': case 'nivelesCursados':
      return { estudiante_id };
    case 'otroNivel': case 'observacionesCurso': case 'verificar':
      return { estudiante_id, curso_id };
    case 'observaciones': case 'bloquear':
      return { progreso_id: f.pendiente.id };
    case 'desbloquear':
      return { progreso_id: f.bloqueado.id };
    case 'definirTema':
      return { estudiante_id, tema_id: f.pendiente.tema_id, motivo: REASON };
    case 'reiniciarNivel':
      return { estudiante_id, obs_reinicio: REASON };
    case 'anular':
      return { progreso_id: f.superado.id, motivo: REASON };
    case 'firmar':
      return { progreso_id: f.pendiente.id, motivo: REASON };
    case 'editarAsistencia':
      return { progreso_id: f.pendiente.id, observacion: 'Asistió; el docente no firmó la clase.', asistencia: 1 };
    case 'editarNota':
      return { progreso_id: f.autonomo.id, nota: 4 };
    case 'actualizarNotas':
      return { estudiante_id, temas: f.autonomos.map((row) => ({ id: row.tema_id, nota: 4 })) };
    case 'notaNivelacion':
      return { estudiante_id, nota: 3.5, registro_id };
  }
}

/** Bodies each call must refuse with 400: missing fields, a stranger, wrong types, and the call's own rules. */
function malformedBodies(key: Key, f: Fixture): Record<string, unknown>[] {
  const valid = validBody(key, f);
  const own: Partial<Record<Key, Record<string, unknown>[]>> = {
    definirTema: [{ ...valid, motivo: SHORT_REASON }, { ...valid, motivo: ' '.repeat(50) }],
    reiniciarNivel: [{ ...valid, obs_reinicio: SHORT_REASON }],
    anular: [{ ...valid, motivo: SHORT_REASON }, { ...valid, motivo: null }],
    firmar: [{ ...valid, motivo: SHORT_REASON }],
    editarAsistencia: [{ ...valid, observacion: '   ' }, { ...valid, asistencia: 0 }, { ...valid, asistencia: true }],
    editarNota: [{ ...valid, nota: '4,5' }, { ...valid, nota: null }],
    actualizarNotas: [{ ...valid, temas: [{ id: f.autonomo.tema_id, nota: 'cuatro' }] }, { ...valid, temas: 'todos' }],
    notaNivelacion: [{ ...valid, nota: 5.01 }, { ...valid, nota: -0.5 }, { ...valid, registro_id: 'x' }],
  };
  return [{}, { ...valid, sobrante: 1 }, Object.fromEntries(Object.entries(valid).map(([k]) => [k, 'uno'])), ...(own[key] ?? [])];
}

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, ALL_CODES);
  staff = { grupoId: user.grupoId, token: await server.login(user.email, user.password) };
  near = await fixture(0, 1);
  far = await fixture(1, 3);
});
afterAll(async () => {
  await server.close();
});

describe('every progress call', () => {
  it('is the issue’s 18 calls with their permission codes', () => {
    expect(KEYS).toHaveLength(18);
    expect(PROGRESS_CODES).toEqual({
      progreso: '4EBC511D', notas: '6B04B5EF', estado: '4EBC511D', nivelesCursados: '4EBC511D', otroNivel: '4EBC511D', observaciones: '4EBC511D',
      observacionesCurso: '4EBC511D', definirTema: 'C3D1A230', reiniciarNivel: '4DE6952E', anular: '8406FF9D', firmar: 'CE0C87D2', bloquear: '5FCCA3CB',
      desbloquear: '5FCCA3CB', editarAsistencia: '383FFC12', editarNota: '6B04B5EF', actualizarNotas: '6B04B5EF', notaNivelacion: '524A95EB', verificar: 'E4E63F5F',
    });
  });

  it.each(KEYS)('%s: 401 without a session, whatever the body', async (key) => {
    for (const body of [validBody(key, near), {}]) {
      const response = await expectRefused(server, PROGRESS_PATHS[key], body, '', 401);
      expect(response.code).toBe('InvalidJwtToken');
    }
  });

  it.each(KEYS)('%s: 403 without its code, before the body is read (valid or malformed)', async (key) => {
    await setGroupCodes(server.db, staff.grupoId, ALL_CODES.filter((code) => code !== PROGRESS_CODES[key]));
    try {
      for (const body of [validBody(key, near), ...malformedBodies(key, near), 'no es json']) {
        const answer = await expectRefused(server, PROGRESS_PATHS[key], body, staff.token, 403, 'No tiene permiso para esta operación');
        expect(answer.code).toBe('Forbidden');
      }
    } finally {
      await setGroupCodes(server.db, staff.grupoId, ALL_CODES);
    }
  });

  it.each(KEYS)('%s: 400 in Spanish for a malformed body, nothing written', async (key) => {
    for (const body of malformedBodies(key, near)) {
      const answer = await expectRefused(server, PROGRESS_PATHS[key], body, staff.token, 400);
      expect(answer.code).toBe('ValidationError');
      for (const text of [answer.message, ...Object.values(answer.errors ?? {})]) expect(text, `${key} ${JSON.stringify(body)}`).not.toMatch(ENGLISH);
    }
  });

  it.each(KEYS)('%s: 404 for a student at a sede outside the caller’s (their rows too), nothing written', async (key) => {
    await expectRefused(server, PROGRESS_PATHS[key], validBody(key, far), staff.token, 404, 'Registro no encontrado');
  });

  it.each(KEYS)('%s: 404 for a student or row that does not exist', async (key) => {
    const body = validBody(key, near);
    const missing = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === 'estudiante_id' || k === 'progreso_id' ? 2_000_000 : v]));
    await expectRefused(server, PROGRESS_PATHS[key], missing, staff.token, 404, 'Registro no encontrado');
  });

  it('the administrator (every sede) reaches the far student’s record', async () => {
    const response = await server.post(PROGRESS_PATHS.progreso, { estudiante_id: far.student.id }, server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().registros.length).toBeGreaterThan(0);
  });

  it('every call with a valid body answers 200 (or a 409 of its rules), never a 500', async () => {
    for (const key of KEYS) {
      const before = await databaseFingerprint(server.db);
      const response = await server.post(PROGRESS_PATHS[key], validBody(key, near), staff.token);
      expect([200, 409], `${key}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 409) expect(await databaseFingerprint(server.db), key).toEqual(before);
    }
  });
});
