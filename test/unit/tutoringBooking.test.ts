// Booking a tutoring slot from #/tutoria (issue 43 point 12): the grid's free cells and the columns
// they bring (src/pages/tutoring/tutoringGrid.ts), the free slot's accessible name, and the rules
// on the student's tutoring enablement (core/school/scheduler/tutoringBooking.ts).
import { describe, expect, it } from 'vitest';
import {
  classSlotOf, freeSlotName, TUTORING_BOOKING_MESSAGES, type TutoringStudent, tutoringSlotPast, tutoringStudentProblem,
} from '../../core/school/scheduler/tutoringBooking';
import { gridColumns, type TutoringDay, tutoringRows } from '../../src/pages/tutoring/tutoringGrid';

const ANA = { salon_id: 5, salon: 'Cabina 2', profesor_id: 9, profesor: 'Ana Ruiz' };
const BETO = { salon_id: 4, salon: 'Cabina 1', profesor_id: 10, profesor: 'Beto Sosa' };
const DAY: TutoringDay = {
  fecha: '2026-11-30',
  horas: ['07:00', '07:15'],
  columnas: [ANA],
  sesiones: [{ id: 1, hora: '07:00', salon_id: 5, profesor_id: 9, estudiante_id: 100, estudiante: 'Luis Pérez', estado: 'programada' }],
  libres: [{ hora: '07:15', ...ANA }, { hora: '07:00', ...BETO }],
};

describe('the grid’s free slots', () => {
  it('adds the columns only free slots bring, by room and teacher', () => {
    expect(gridColumns(DAY)).toEqual([BETO, ANA]);
    expect(gridColumns({ ...DAY, libres: undefined })).toEqual([ANA]);
  });

  it('puts each free slot in its cell, never where a session is', () => {
    const rows = tutoringRows({ ...DAY, libres: [...DAY.libres!, { hora: '07:00', ...ANA }] });
    expect(rows.map((r) => r.celdas.map((c) => c?.id ?? null))).toEqual([[null, 1], [null, null]]);
    expect(rows.map((r) => r.libres.map((s) => s?.hora ?? null))).toEqual([['07:00', null], [null, '07:15']]);
  });

  it('names a free slot by its day with weekday, hour, cabin and tutor', () => {
    expect(freeSlotName('2026-11-30', '10:00', 'Cabina de tutorías 1', 'Ana Ruiz')).toBe('Agendar tutoría: lunes 30 de noviembre, 10:00 am, Cabina de tutorías 1 con Ana Ruiz');
  });
});

describe('the student’s tutoring', () => {
  const enabled: TutoringStudent = { activo: true, habilitar_tutoria: true, tutorias: 2, fecha_tutoria_inicio: '2026-11-30', fecha_tutoria_fin: '2026-12-05', agendadas: 1 };

  it('allows a day of the window with sessions left', () => {
    expect(tutoringStudentProblem(enabled, '2026-11-30')).toBeNull();
    expect(tutoringStudentProblem(enabled, '2026-12-05')).toBeNull();
  });

  it('says why not otherwise', () => {
    expect(tutoringStudentProblem({ ...enabled, activo: false }, '2026-11-30')).toBe(TUTORING_BOOKING_MESSAGES.inactive);
    expect(tutoringStudentProblem({ ...enabled, habilitar_tutoria: false }, '2026-11-30')).toBe('El estudiante no tiene tutorías habilitadas');
    expect(tutoringStudentProblem(enabled, '2026-12-07')).toBe('La fecha está fuera del periodo de tutorías del estudiante (del 30/11/2026 al 05/12/2026)');
    expect(tutoringStudentProblem({ ...enabled, agendadas: 2 }, '2026-12-01')).toBe('El estudiante ya tiene agendadas sus 2 tutorías del periodo');
  });

  it('knows a begun quarter-hour and the class slot a quarter-hour falls in', () => {
    expect(tutoringSlotPast('2026-11-30', '10:00', '2026-11-30', '10:00')).toBe(true);
    expect(tutoringSlotPast('2026-11-30', '10:15', '2026-11-30', '10:00')).toBe(false);
    expect(tutoringSlotPast('2026-11-29', '18:00', '2026-11-30', '06:00')).toBe(true);
    expect(classSlotOf('2026-11-30', '07:45')).toBe('07:30');
    expect(classSlotOf('2026-11-30', '09:00')).toBe('09:00');
  });
});
