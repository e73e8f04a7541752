// #/tutoria's grid as data: tutorias/por_fecha's answer turned into one row per
// 15-minute slot with one cell per (room, teacher) column, each the session held there or null. Pure.

import type { TutoringColumn, TutoringDay, TutoringSession } from '../../../core/school/scheduler/tutoringView';

export type { TutoringColumn, TutoringDay, TutoringSession };

export interface TutoringRow {
  hora: string;
  celdas: (TutoringSession | null)[];
}

export const columnKey = (column: Pick<TutoringColumn, 'salon_id' | 'profesor_id'>): string => `${column.salon_id}-${column.profesor_id}`;

/** Every slot of the day, in order, each with one cell per column (a session outside the slots is not lost: it adds its row). */
export function tutoringRows(day: TutoringDay): TutoringRow[] {
  const bySlot = new Map<string, TutoringSession>();
  for (const session of day.sesiones) bySlot.set(`${session.hora}|${columnKey(session)}`, session);
  const horas = [...new Set([...day.horas, ...day.sesiones.map((s) => s.hora)])].sort();
  return horas.map((hora) => ({ hora, celdas: day.columnas.map((column) => bySlot.get(`${hora}|${columnKey(column)}`) ?? null) }));
}
