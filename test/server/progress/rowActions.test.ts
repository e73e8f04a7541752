// The row actions through the API (docs/domain/progress.md 'Progress and grades'; issue 23's transitions): firmar,
// anular, bloquear, desbloquear and editar_asistencia from every stored state — 200 with the row in
// its new state, its signature or attendance, its history entry and one audit event where the
// machine allows it, 409 with the machine's exact message and nothing written where it does not —
// the 40-character reasons, and editar_nota's rules. A level that advanced (by its column or a
// finished level change) refuses every one of them with 409.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_CODES, PROGRESS_MESSAGES, PROGRESS_PATHS } from '../../../core/school/students/progress';
import { ESTADOS_PROGRESO } from '../../../core/school/students/progressRules';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { endLevel, expectOneEvent, expectRefused, freshStudent, REASON, rowIn, SHORT_REASON, storedRow, type Student, takeStudent } from './fixture';

let server: TestServer;
let staff: { id: number; token: string };
let student: Student;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [...new Set(Object.values(PROGRESS_CODES))]);
  staff = { id: user.id, token: await server.login(user.email, user.password) };
  student = await takeStudent(server.db, 0, 1, { withExam: true });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => freshStudent(server.db, student));

type RowAction = 'firmar' | 'anular' | 'bloquear' | 'desbloquear' | 'editarAsistencia';

const ACTIONS: Record<RowAction, { from: string[]; to: string; mensaje: string; tipo: string; error: string; body: (id: number) => Record<string, unknown> }> = {
  firmar: {
    from: ['pendiente', 'bloqueado'], to: 'superado', mensaje: 'Registro firmado', tipo: 'firmar',
    error: 'Solo se puede firmar un registro pendiente o bloqueado.', body: (id) => ({ progreso_id: id, motivo: REASON }),
  },
  anular: {
    from: ['superado'], to: 'pendiente', mensaje: 'Firma anulada', tipo: 'anular',
    error: 'Solo se puede anular la firma de un registro superado que no sea trabajo autónomo.', body: (id) => ({ progreso_id: id, motivo: REASON }),
  },
  bloquear: { from: ['pendiente'], to: 'bloqueado', mensaje: 'Registro bloqueado', tipo: 'bloquear', error: 'Solo se puede bloquear un registro pendiente.', body: (id) => ({ progreso_id: id }) },
  desbloquear: {
    from: ['bloqueado'], to: 'pendiente', mensaje: 'Registro desbloqueado', tipo: 'desbloquear', error: 'Solo se puede desbloquear un registro bloqueado.', body: (id) => ({ progreso_id: id }),
  },
  editarAsistencia: {
    from: ['pendiente', 'asignado', 'solicitado', 'ausencia', 'en_curso', 'en_espera'], to: 'asistido', mensaje: 'Asistencia registrada', tipo: 'editar_asistencia',
    error: 'Solo se puede registrar la asistencia de un registro pendiente o con inasistencia.',
    body: (id) => ({ progreso_id: id, observacion: 'Asistió; el docente no firmó la clase.', asistencia: 1 }),
  },
};
const KEYS = Object.keys(ACTIONS) as RowAction[];

describe.each(KEYS)('progreso/%s', (key) => {
  const action = ACTIONS[key];

  it.each(action.from)('from %s: 200, the new state, its history entry and one audit event', async (estado) => {
    const row = await rowIn(server.db, student, estado, 'clase', 3);
    await server.db.query("UPDATE progreso SET autorizado_fecha = now() - interval '1 day', autorizado_usuario_id = (SELECT id FROM usuarios WHERE ad LIMIT 1) WHERE id = $1 AND estado = 'superado'", [row.id]);
    const answer = await expectOneEvent(server, PROGRESS_PATHS[key], action.body(row.id), staff.token);
    expect(answer).toEqual({ mensaje: action.mensaje });
    const after = await storedRow(server.db, row.id);
    expect(after.estado).toBe(action.to);
    expect(after.version).toBe(row.version + 1);
    const reason = action.body(row.id).motivo ?? action.body(row.id).observacion;
    expect(after.observaciones.at(-1)).toEqual({ texto: reason ? `${action.mensaje}: ${reason}` : action.mensaje, usuario: 'Prueba Funcionario', fecha: expect.any(String) });
    const [event] = await server.db.query<{ tipo: string; registro_id: number; usuario_id: number; contenido: { cambios: Record<string, { antes: unknown; despues: unknown }> } }>(
      "SELECT tipo, registro_id, usuario_id, contenido FROM eventos WHERE universo = 'progreso' ORDER BY id DESC LIMIT 1",
    );
    expect(event).toMatchObject({ tipo: action.tipo, registro_id: row.id, usuario_id: staff.id, contenido: { cambios: { estado: { antes: estado, despues: action.to } } } });
    if (key === 'firmar') expect([after.autorizado_usuario_id, after.autorizado_fecha]).toEqual([staff.id, expect.any(String)]);
    if (key === 'anular') expect([after.autorizado_usuario_id, after.autorizado_fecha]).toEqual([null, null]);
    if (key === 'editarAsistencia') {
      expect(after).toMatchObject({ asistencia: true, asistencia_usuario_id: staff.id, asistencia_fecha: expect.any(String), agendamiento_id: null });
    }
  });

  it.each(ESTADOS_PROGRESO.filter((estado) => !action.from.includes(estado)))('from %s: 409 with the machine’s message, nothing written', async (estado) => {
    const row = await rowIn(server.db, student, estado, 'clase', 3);
    const answer = await expectRefused(server, PROGRESS_PATHS[key], action.body(row.id), staff.token, 409, action.error);
    expect(answer).toEqual({ code: 'Conflict', message: action.error, errors: { progreso_id: action.error } });
  });

  it.each(['avance', 'cambio'] as const)('a level that advanced (%s) refuses it with 409, nothing written', async (how) => {
    const row = await rowIn(server.db, student, action.from[0], 'clase', 3);
    await endLevel(server.db, student, how);
    await expectRefused(server, PROGRESS_PATHS[key], action.body(row.id), staff.token, 409, PROGRESS_MESSAGES.levelClosed);
  });
});

describe('the rules of the row actions beyond the states', () => {
  it('never annuls an autonomo row, even superado (409)', async () => {
    const row = await rowIn(server.db, student, 'superado', 'autonomo', 0, 4);
    await expectRefused(server, PROGRESS_PATHS.anular, { progreso_id: row.id, motivo: REASON }, staff.token, 409, ACTIONS.anular.error);
  });

  it('annuls a superado exam and signs a pendiente autonomo row', async () => {
    const exam = await rowIn(server.db, student, 'superado', 'examen', 0);
    await expectOneEvent(server, PROGRESS_PATHS.anular, { progreso_id: exam.id, motivo: REASON }, staff.token);
    expect((await storedRow(server.db, exam.id)).estado).toBe('pendiente');
    const autonomo = await rowIn(server.db, student, 'pendiente', 'autonomo', 0);
    await expectOneEvent(server, PROGRESS_PATHS.firmar, { progreso_id: autonomo.id, motivo: REASON }, staff.token);
    expect((await storedRow(server.db, autonomo.id)).estado).toBe('superado');
  });

  it.each(['firmar', 'anular'] as const)('%s: a 39-character reason is refused (400), 40 accepted', async (key) => {
    const row = await rowIn(server.db, student, ACTIONS[key].from[0], 'clase', 4);
    const answer = await expectRefused(server, PROGRESS_PATHS[key], { progreso_id: row.id, motivo: SHORT_REASON }, staff.token, 400);
    expect(answer.errors).toEqual({ motivo: 'El motivo debe tener al menos 40 caracteres' });
    // Spaces around do not count.
    await expectRefused(server, PROGRESS_PATHS[key], { progreso_id: row.id, motivo: `   ${SHORT_REASON}   ` }, staff.token, 400);
    await expectOneEvent(server, PROGRESS_PATHS[key], { progreso_id: row.id, motivo: REASON }, staff.token);
  });

  it('editar_asistencia needs a non-empty observation', async () => {
    const row = await rowIn(server.db, student, 'pendiente', 'clase', 4);
    for (const observacion of ['', '   ', '\n']) {
      const answer = await expectRefused(server, PROGRESS_PATHS.editarAsistencia, { progreso_id: row.id, observacion, asistencia: 1 }, staff.token, 400);
      expect(answer.errors).toEqual({ observacion: 'La observación es requerida' });
    }
  });

  it('a row of another student outside the caller’s sedes is not found', async () => {
    const other = await takeStudent(server.db, 1, 5, { withExam: true });
    const row = await rowIn(server.db, other, 'pendiente', 'clase', 0);
    for (const key of ['firmar', 'bloquear', 'editarAsistencia'] as const) {
      await expectRefused(server, PROGRESS_PATHS[key], ACTIONS[key].body(row.id), staff.token, 404, 'Registro no encontrado');
    }
    await expectRefused(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 3 }, staff.token, 404, 'Registro no encontrado');
  });
});

describe('progreso/editar_nota', () => {
  it('grades an autonomo row: the grade, the row passed and signed by the caller, its history and one event', async () => {
    const row = await rowIn(server.db, student, 'pendiente', 'autonomo', 0);
    expect(await expectOneEvent(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 4.25 }, staff.token)).toEqual({ mensaje: 'Nota guardada' });
    const after = await storedRow(server.db, row.id);
    expect(after).toMatchObject({ nota: 4.25, estado: 'superado', autorizado_usuario_id: staff.id, version: row.version + 1 });
    expect(after.observaciones.at(-1)).toMatchObject({ texto: 'Nota guardada: sin nota → 4.25' });
    const [event] = await server.db.query<{ tipo: string; contenido: { cambios: Record<string, unknown> } }>("SELECT tipo, contenido FROM eventos WHERE universo = 'progreso' ORDER BY id DESC LIMIT 1");
    expect(event).toMatchObject({ tipo: 'editar_nota', contenido: { cambios: { nota: { antes: null, despues: 4.25 }, estado: { antes: 'pendiente', despues: 'superado' } } } });
  });

  it('regrading a passed row keeps its first signature; a blocked row keeps its state', async () => {
    const row = await rowIn(server.db, student, 'superado', 'autonomo', 0, 3);
    const [admin] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
    await server.db.query("UPDATE progreso SET autorizado_usuario_id = $2, autorizado_fecha = '2026-01-02T00:00:00Z' WHERE id = $1", [row.id, admin.id]);
    await expectOneEvent(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 0 }, staff.token);
    expect(await storedRow(server.db, row.id)).toMatchObject({ nota: 0, estado: 'superado', autorizado_usuario_id: admin.id });
    const blocked = await rowIn(server.db, student, 'bloqueado', 'autonomo', 1);
    await expectOneEvent(server, PROGRESS_PATHS.editarNota, { progreso_id: blocked.id, nota: 5 }, staff.token);
    expect(await storedRow(server.db, blocked.id)).toMatchObject({ nota: 5, estado: 'bloqueado', autorizado_usuario_id: null });
  });

  it.each([
    [5.01, 'La nota máxima es 5'],
    [-0.01, 'La nota no puede ser negativa'],
    [3.333, 'La nota admite hasta dos decimales'],
    [3, 'La nota no cambió'],
    // Stored rounded to 0.01, 3 + 1e-9 is the 3 already there: no event, no version, no history line.
    [3 + 1e-9, 'La nota no cambió'],
  ])('nota %d is refused with 400: %s', async (nota, message) => {
    const row = await rowIn(server.db, student, 'superado', 'autonomo', 0, 3);
    const answer = await expectRefused(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota }, staff.token, 400, message);
    expect(answer.errors).toEqual({ nota: message });
  });

  it('accepts the range itself and 0', async () => {
    const row = await rowIn(server.db, student, 'pendiente', 'autonomo', 0);
    await expectOneEvent(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 5 }, staff.token);
    await expectOneEvent(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 0 }, staff.token);
    expect((await storedRow(server.db, row.id)).nota).toBe(0);
  });

  it.each(['clase', 'examen'])('refuses a %s row with 400: only autonomo topics are graded here', async (tipo) => {
    const row = await rowIn(server.db, student, 'pendiente', tipo, 0);
    await expectRefused(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 4 }, staff.token, 400, PROGRESS_MESSAGES.notAutonomo);
  });

  it.each(['avance', 'cambio'] as const)('refuses with 409 once the level advanced (%s)', async (how) => {
    const row = await rowIn(server.db, student, 'pendiente', 'autonomo', 0);
    await endLevel(server.db, student, how);
    await expectRefused(server, PROGRESS_PATHS.editarNota, { progreso_id: row.id, nota: 4 }, staff.token, 409, PROGRESS_MESSAGES.levelClosed);
  });
});
