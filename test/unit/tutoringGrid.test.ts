// src/pages/tutoring/tutoringGrid.ts: tutorias/por_fecha's answer as rows of 15-minute slots with one
// cell per (room, teacher) column.
import { describe, expect, it } from 'vitest';
import { columnKey, type TutoringDay, tutoringRows } from '../../src/pages/tutoring/tutoringGrid';

const session = (id: number, hora: string, salon_id: number, profesor_id: number, estudiante_id: number) => ({
  id, hora, salon_id, profesor_id, estudiante_id, estudiante: `Estudiante ${estudiante_id}`, estado: 'programada',
});

const DAY: TutoringDay = {
  fecha: '2026-11-24',
  horas: ['07:00', '07:15', '07:30'],
  columnas: [
    { salon_id: 5, salon: 'Cabina 1', profesor_id: 9, profesor: 'Ana Ruiz' },
    { salon_id: 6, salon: 'Cabina 2', profesor_id: 9, profesor: 'Ana Ruiz' },
  ],
  sesiones: [session(1, '07:00', 5, 9, 100), session(2, '07:15', 6, 9, 101), session(3, '07:30', 5, 9, 102)],
};

describe('tutoringRows', () => {
  it('gives one row per slot and one cell per column, the session there or null', () => {
    const rows = tutoringRows(DAY);
    expect(rows.map((r) => r.hora)).toEqual(['07:00', '07:15', '07:30']);
    expect(rows.map((r) => r.celdas.map((c) => c?.estudiante_id ?? null))).toEqual([[100, null], [null, 101], [102, null]]);
  });

  it('keeps a session outside the slots in a row of its own, and an empty day empty', () => {
    const rows = tutoringRows({ ...DAY, sesiones: [...DAY.sesiones, session(4, '07:05', 6, 9, 103)] });
    expect(rows.map((r) => r.hora)).toEqual(['07:00', '07:05', '07:15', '07:30']);
    expect(rows[1].celdas.map((c) => c?.id ?? null)).toEqual([null, 4]);
    expect(tutoringRows({ ...DAY, columnas: [], sesiones: [] }).every((r) => r.celdas.length === 0)).toBe(true);
  });

  it('keys a column by its room and teacher', () => {
    expect(columnKey(DAY.columnas[0])).toBe('5-9');
    expect(new Set(DAY.columnas.map(columnKey)).size).toBe(2);
  });
});
