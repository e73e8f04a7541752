// The six reports' answers on the hand-built fixture (./fixture.ts), every cell known by hand
// (docs/domain/reports.md 'Reports'), for the administrator (every sede) and for staff limited to some sedes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyOccupancy, type OccupancyCounts } from '../../../core/school/reports/occupancy';
import { rowsByWindows } from '../../../server/reports/batches';
import { surveyRows, surveysPerDay } from '../../../server/reports/encuesta';
import { levelChangeRows, levelChangesPerDay } from '../../../server/reports/levelChanges';
import type { TestServer } from '../helpers';
import { type Fixture, MARCH, MONDAY, NAMES, reportServer, type ReportUsers, SEDE, TUESDAY } from './fixture';

let server: TestServer;
let fx: Fixture;
let users: ReportUsers;

beforeAll(async () => {
  ({ server, fx, users } = await reportServer());
});
afterAll(async () => {
  await server.close();
});

const read = async (path: string, body: unknown, token = server.adminToken) => {
  const response = await server.post(`reportes/${path}`, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const counts = (cells: Partial<OccupancyCounts>): OccupancyCounts => ({ ...emptyOccupancy(), ...cells });

describe('reportes/ocupacion', () => {
  it('counts live bookings per column (Connectivity in its rung’s), the cancelled ones in CANCEL, blocked and tutoring nowhere', async () => {
    expect(await read('ocupacion', MARCH)).toEqual([
      {
        fecha: MONDAY,
        horas: [
          { hora: '07:30', datos: counts({ FN: 2, LAB: 1, SM1: 1, CANCEL: 1 }) },
          { hora: '09:00', datos: counts({ INM: 1 }) },
        ],
      },
      { fecha: TUESDAY, horas: [{ hora: '18:20', datos: counts({ B2: 1, A1: 1, CANCEL: 1 }) }] },
    ]);
  });

  it('covers only the caller’s sedes', async () => {
    expect(await read('ocupacion', MARCH, users.staff)).toEqual([
      { fecha: MONDAY, horas: [{ hora: '07:30', datos: counts({ FN: 2, LAB: 1, CANCEL: 1 }) }, { hora: '09:00', datos: counts({ INM: 1 }) }] },
      { fecha: TUESDAY, horas: [{ hora: '18:20', datos: counts({ B2: 1, A1: 1, CANCEL: 1 }) }] },
    ]);
    expect(await read('ocupacion', MARCH, users.sede1)).toEqual([
      { fecha: MONDAY, horas: [{ hora: '07:30', datos: counts({ FN: 2, CANCEL: 1 }) }, { hora: '09:00', datos: counts({ INM: 1 }) }] },
    ]);
  });

  it('answers [] for a range without bookings', async () => {
    expect(await read('ocupacion', { fecha_inicio: '2031-05-01', fecha_fin: '2031-05-31' })).toEqual([]);
  });
});

describe('reportes/actividad', () => {
  it('lists every booking of the date, whatever its state, by bloque then student', async () => {
    const rows = await read('actividad', { fecha: MONDAY });
    const b = fx.bookings;
    expect(rows).toEqual([
      { id: b.anaFn, bloque: '07:30', estudiante: NAMES.ana, numero_documento: 'R1001', estado: 'asignado', sede: SEDE[1] },
      { id: b.anaLab, bloque: '07:30', estudiante: NAMES.ana, numero_documento: 'R1001', estado: 'ausencia', sede: SEDE[2] },
      { id: b.brunoConnectivity, bloque: '07:30', estudiante: NAMES.bruno, numero_documento: 'R1002', estado: 'asistido', sede: SEDE[1] },
      { id: b.carlaCancelled, bloque: '07:30', estudiante: NAMES.carla, numero_documento: 'R1003', estado: 'cancelado', sede: SEDE[1] },
      { id: b.carlaSm1, bloque: '07:30', estudiante: NAMES.carla, numero_documento: 'R1003', estado: 'asistido', sede: SEDE[3] },
      { id: b.anaBlocked, bloque: '09:00', estudiante: NAMES.ana, numero_documento: 'R1001', estado: 'bloqueado', sede: SEDE[1] },
      { id: b.brunoInm, bloque: '09:00', estudiante: NAMES.bruno, numero_documento: 'R1002', estado: 'solicitado', sede: SEDE[1] },
      { id: b.carlaTutoring, bloque: '09:00', estudiante: NAMES.carla, numero_documento: 'R1003', estado: 'cancelado', sede: SEDE[1] },
    ]);
  });

  it('covers only the caller’s sedes, and a day without bookings is []', async () => {
    const b = fx.bookings;
    expect((await read('actividad', { fecha: MONDAY }, users.sede1)).map((r: { id: number }) => r.id)).toEqual([
      b.anaFn, b.brunoConnectivity, b.carlaCancelled, b.anaBlocked, b.brunoInm, b.carlaTutoring,
    ]);
    expect((await read('actividad', { fecha: TUESDAY }, users.sede1))).toEqual([]);
    expect(await read('actividad', { fecha: '2031-05-01' })).toEqual([]);
  });
});

describe('reportes/consumo', () => {
  const range = { fecha_inicio: MONDAY, fecha_fin: '2031-03-05' };

  it('counts per sede and day the bookings attended or absent and the tutoring sessions attended or absent', async () => {
    expect(await read('consumo', range)).toEqual({
      x_labels: [MONDAY, TUESDAY, '2031-03-05'],
      y_labels: [SEDE[3], SEDE[1], SEDE[2]],
      // Chapinero: Bruno's class and Ana's session on Monday, Bruno's missed session on Wednesday.
      datos: [
        [1, 0, 0],
        [2, 0, 1],
        [1, 1, 0],
      ],
    });
  });

  it('covers only the caller’s sedes; nothing consumed is an empty report', async () => {
    expect(await read('consumo', range, users.sede1)).toEqual({ x_labels: [MONDAY, TUESDAY, '2031-03-05'], y_labels: [SEDE[1]], datos: [[2, 0, 1]] });
    expect(await read('consumo', { fecha_inicio: '2031-05-01', fecha_fin: '2031-05-02' })).toEqual({ x_labels: ['2031-05-01', '2031-05-02'], y_labels: [], datos: [] });
  });
});

describe('reportes/siet', () => {
  it('answers the level changes finished in the range, by advance date, with the student’s SIET data by name', async () => {
    const rows = await read('siet', MARCH);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([fx.changes.bruno, fx.changes.carla, fx.changes.ana]);
    expect(rows[2]).toEqual({
      id: fx.changes.ana,
      estudiante_id: fx.ana,
      estudiante: {
        id: fx.ana, primer_nombre: 'Ana', segundo_nombre: 'María', primer_apellido: 'Ríos', segundo_apellido: 'Paz', tipo_documento: 'CC',
        numero_documento: 'R1001', movil: '3001112233', email: 'ana.rios@reportes.test', estadoCivil: { descripcion: 'Soltero(a)' },
        fecha_nacimiento: '2000-01-31', lugar_origen: 'Tunja', estrato: 3, regimenSalud: { nombre: 'Contributivo' },
        nivelEducativo: { descripcion: 'Universitario' }, ocupacion: { descripcion: 'Estudiante' }, discapacidad: { descripcion: 'Ninguna' },
        grupoEtnico: { descripcion: 'Ninguno' }, sede_original: { nombre: SEDE[2] }, genero: 'Femenino', modulos_adquiridos: 4,
        fecha_matricula: '2030-01-15', nivel_actual: { descripcion: 'Nivel reportes 2' }, curso_actual_id: expect.any(Number),
      },
      cursoNuevo: { nombre: 'Reportes inglés 2', codigo: 'RPT-EN-2' },
      cursoAnterior: { nombre: 'Reportes inglés 1', codigo: 'RPT-EN-1' },
      comienza_nivel_en: null, fecha_avance_nivel: '2031-03-10', fecha_entrega_libro: '2031-03-11', fecha_inicio_nivel: '2031-03-12',
      fecha_fin_nivel: '2031-06-12', sede: { nombre: SEDE[1] }, resultado: 'aprobado', nota_ife: 4.5, nota: 4.2, nivel: 'Nivel reportes 2',
      folio: 'F-001', fecha_solicitud: '2031-03-02', finalizado: true,
    });
    // Bruno: no SIET data (every catalogue null), his enrolment date in the new course, the new course's level.
    expect(rows[0]).toMatchObject({
      estudiante: { estadoCivil: null, regimenSalud: null, genero: null, estrato: null, sede_original: null, fecha_matricula: '2031-03-06' },
      cursoAnterior: { codigo: 'RPT-FR-1' }, nivel: 'Nivel reportes 2', fecha_solicitud: '2031-02-28', sede: { nombre: SEDE[2] },
    });
  });

  it('covers the chosen sedes within the caller’s, and without 2E3F932E the caller’s own', async () => {
    const ids = async (body: unknown, token: string) => (await read('siet', body, token)).map((r: { id: number }) => r.id);
    expect(await ids(MARCH, users.staff)).toEqual([fx.changes.bruno, fx.changes.ana]);
    expect(await ids({ ...MARCH, sedes: [2] }, users.staff)).toEqual([fx.changes.bruno]);
    expect(await ids({ ...MARCH, sedes: [] }, users.sede1)).toEqual([fx.changes.ana]);
    expect(await ids({ ...MARCH, sedes: [3] }, server.adminToken)).toEqual([fx.changes.carla]);
    expect(await ids(MARCH, users.noChoose)).toEqual([fx.changes.bruno, fx.changes.ana]);
    expect(await ids({ ...MARCH, sedes: [1] }, users.noChoose)).toEqual([fx.changes.ana]);
    // No permitted list and no 2E3F932E: the sede they work at (2), not every sede.
    expect(await ids(MARCH, users.ownSede)).toEqual([fx.changes.bruno]);
    expect(await read('siet', { fecha_inicio: '2031-05-01', fecha_fin: '2031-05-31' })).toEqual([]);
  });
});

describe('reportes/solicitud-avance', () => {
  it('answers the changes requested in the range (the day in Bogotá), finished or not, by request date', async () => {
    const rows = await read('solicitud-avance', MARCH);
    expect(rows.map((r: { id: number; fecha_solicitud: string; finalizado: boolean }) => [r.id, r.fecha_solicitud, r.finalizado])).toEqual([
      [fx.changes.ana, '2031-03-02', true],
      [fx.changes.carla, '2031-03-03', true],
      [fx.changes.anaPending, '2031-03-20', false],
      [fx.changes.brunoLate, '2031-03-31', true],
    ]);
    expect(rows[2]).toMatchObject({ cursoNuevo: null, cursoAnterior: { codigo: 'RPT-EN-2' }, fecha_avance_nivel: null, nivel: null, sede: { nombre: SEDE[1] } });
  });

  it('covers the caller’s sedes', async () => {
    const ids = async (body: unknown, token: string) => (await read('solicitud-avance', body, token)).map((r: { id: number }) => r.id);
    expect(await ids(MARCH, users.staff)).toEqual([fx.changes.ana, fx.changes.anaPending, fx.changes.brunoLate]);
    expect(await ids(MARCH, users.ownSede)).toEqual([]);
    expect(await ids({ fecha_inicio: '2031-02-28', fecha_fin: '2031-02-28' }, users.ownSede)).toEqual([fx.changes.bruno]);
  });
});

describe('reportes/encuesta-satisfaccion', () => {
  it('answers the class surveys of the range, by date and hour, with the class’s room, teacher and topic', async () => {
    const rows = await read('encuesta-satisfaccion', { ...MARCH, tipo: 'clase' });
    expect(rows.map((r: { id: number }) => r.id)).toEqual([fx.surveys.bruno, fx.surveys.carla, fx.surveys.ana]);
    expect(rows[0]).toEqual({
      id: fx.surveys.bruno, fecha: MONDAY, hora: '07:30',
      estudiante: { nombre: NAMES.bruno, tipo_documento: 'TI', numero_documento: 'R1002', movil: null, email: 'bruno.diaz@reportes.test', sede: { nombre: SEDE[2] } },
      docente: NAMES.teacher, salon: { nombre: fx.room, sede: { nombre: SEDE[1] } }, tema_nombre: fx.tema, calificacion: 5, comentarios: 'Excelente',
    });
    // A booking never placed in a class: no room, no teacher, no topic; the survey's sede.
    expect(rows[1]).toMatchObject({ hora: '07:30', docente: '', salon: { nombre: '', sede: { nombre: SEDE[3] } }, tema_nombre: null, calificacion: 3 });
  });

  it('answers the tutoring surveys with the session’s room and tutor', async () => {
    const rows = await read('encuesta-satisfaccion', { ...MARCH, tipo: 'tutoria' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: fx.surveys.anaTutoring, fecha: MONDAY, hora: '10:00', estudiante: { nombre: NAMES.ana, sede: { nombre: SEDE[1] } }, docente: NAMES.teacher,
      salon: { sede: { nombre: SEDE[1] } }, tema_nombre: fx.tema, calificacion: 4, comentarios: '=HYPERLINK("http://x")',
    });
  });

  it('covers the chosen sedes within the caller’s', async () => {
    const ids = async (body: unknown, token: string) => (await read('encuesta-satisfaccion', body, token)).map((r: { id: number }) => r.id);
    expect(await ids({ ...MARCH, tipo: 'clase' }, users.staff)).toEqual([fx.surveys.bruno, fx.surveys.ana]);
    expect(await ids({ ...MARCH, tipo: 'clase' }, users.sede1)).toEqual([fx.surveys.bruno]);
    expect(await ids({ ...MARCH, tipo: 'clase', sedes: [2] }, users.noChoose)).toEqual([fx.surveys.ana]);
    expect(await ids({ ...MARCH, tipo: 'clase' }, users.ownSede)).toEqual([fx.surveys.ana]);
    expect(await ids({ fecha_inicio: '2031-05-01', fecha_fin: '2031-05-31', tipo: 'tutoria' }, server.adminToken)).toEqual([]);
  });
});

describe('download windows', () => {
  // The downloads read a long range by windows of whole days (server/reports/batches.ts): with
  // windows of one row, every day is its own statement, and together they are the one statement's rows.
  const byWindows = async <Row>(batches: AsyncIterable<Row[]>) => {
    const windows: Row[][] = [];
    for await (const batch of batches) windows.push(batch);
    return windows;
  };

  it('read the same rows as the one statement, in the same order, never splitting a day', async () => {
    const tz = 'America/Bogota';
    for (const report of ['avance', 'solicitud'] as const) {
      const whole = await levelChangeRows(server.db, report, MARCH.fecha_inicio, MARCH.fecha_fin, null, tz);
      const windows = await byWindows(rowsByWindows(server.db, levelChangesPerDay(report, MARCH, null, tz), (from, to) => levelChangeRows(server.db, report, from, to, null, tz), 1));
      expect(windows.length).toBe(whole.length);
      expect(windows.flat()).toEqual(whole);
    }
    const body = { ...MARCH, tipo: 'clase' as const };
    const whole = await surveyRows(server.db, body, MARCH.fecha_inicio, MARCH.fecha_fin, null);
    const windows = await byWindows(rowsByWindows(server.db, surveysPerDay(body, null), (from, to) => surveyRows(server.db, body, from, to, null), 1));
    // Two surveys on Monday: one window for the day.
    expect(windows.map((w) => w.map((r) => r.id))).toEqual([[fx.surveys.bruno, fx.surveys.carla], [fx.surveys.ana]]);
    expect(windows.flat()).toEqual(whole);
  });
});
