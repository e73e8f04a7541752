// #/tutoria's grid as data: tutorias/por_fecha's answer turned into one row per
// 15-minute slot with one cell per (room, teacher) column, each the session held there or null, and
// beside it the free slot there to book (issue 43 point 12) or null. The columns are the pairs with a
// session that day and those with a free slot. Pure.

import type { TutoringColumn, TutoringDay, TutoringFreeSlot, TutoringSession } from '../../../core/school/scheduler/tutoringView';

export type { TutoringColumn, TutoringDay, TutoringFreeSlot, TutoringSession };

export interface TutoringRow {
  hora: string;
  celdas: (TutoringSession | null)[];
  /** Per column, the free slot to book there (never where a session is), or null. */
  libres: (TutoringFreeSlot | null)[];
}

export const columnKey = (column: Pick<TutoringColumn, 'salon_id' | 'profesor_id'>): string => `${column.salon_id}-${column.profesor_id}`;

/** The day's columns: those with a session, then the pairs only free slots bring, all by room and teacher. */
export function gridColumns(day: TutoringDay): TutoringColumn[] {
  const known = new Set(day.columnas.map(columnKey));
  const extra = new Map<string, TutoringColumn>();
  for (const { salon_id, salon, profesor_id, profesor } of day.libres ?? []) {
    const key = columnKey({ salon_id, profesor_id });
    if (!known.has(key) && !extra.has(key)) extra.set(key, { salon_id, salon, profesor_id, profesor });
  }
  if (extra.size === 0) return day.columnas;
  const byName = (a: TutoringColumn, b: TutoringColumn) => a.salon.localeCompare(b.salon, 'es') || a.profesor.localeCompare(b.profesor, 'es');
  return [...day.columnas, ...extra.values()].sort(byName);
}

/** Every slot of the day, in order, each with one cell per column (a session outside the slots is not lost: it adds its row). */
export function tutoringRows(day: TutoringDay): TutoringRow[] {
  const columns = gridColumns(day);
  const bySlot = new Map<string, TutoringSession>();
  for (const session of day.sesiones) bySlot.set(`${session.hora}|${columnKey(session)}`, session);
  const freeBySlot = new Map<string, TutoringFreeSlot>();
  for (const slot of day.libres ?? []) freeBySlot.set(`${slot.hora}|${columnKey(slot)}`, slot);
  const horas = [...new Set([...day.horas, ...day.sesiones.map((s) => s.hora)])].sort();
  return horas.map((hora) => {
    const celdas = columns.map((column) => bySlot.get(`${hora}|${columnKey(column)}`) ?? null);
    const libres = columns.map((column, i) => (celdas[i] === null ? freeBySlot.get(`${hora}|${columnKey(column)}`) ?? null : null));
    return { hora, celdas, libres };
  });
}
