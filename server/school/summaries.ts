// The teachers' and the rooms' summaries (under #/docentes and #/salones): one SQL statement each
// (preassignmentReads.ts), then cheap JS (template filtering, ratios) so that 2,000 teachers cost
// little more than reading them.
import { configurationIndex, keepTemplateSlots, percent } from '../../core/school/availability';
import { type RoomSummary, roomMaximum, type TeacherSummary, type TeacherSummaryRow } from '../../core/school/preassignments';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { roomsWithBlocks, teachersWithBlocks } from './preassignmentReads';

/** docente/resumen: every active, not deleted teacher with its available and pre-assigned blocks. */
export async function teacherSummary(db: Database): Promise<TeacherSummary> {
  const rows = await teachersWithBlocks(db);
  const docentes = rows.map((row): TeacherSummaryRow => {
    const disponibilidad = keepTemplateSlots(row.disponibilidad, row.tutor);
    return { ...row, disponibilidad, disponibles: disponibilidad.length };
  });
  return { docentes, total: docentes.length, indice: configurationIndex(docentes) };
}

/** salon/resumen: the active rooms of the caller's sedes, their blocks against their maximum. */
export async function roomSummary(db: Database, session: Session): Promise<RoomSummary> {
  const rows = await roomsWithBlocks(db, session);
  const salones = rows.map((row) => {
    // 55 for a regular room (the weekly template's class blocks); a tutoring room's maximum is its
    // own template's count (the quarter-hours of its tutoring grid), since 55 would put most rooms
    // over 100 %.
    const maximo = roomMaximum(row.tipos_permitidos);
    return { ...row, maximo, porcentaje: percent(row.bloques, maximo) };
  });
  const indice = salones.length === 0 ? 0 : Math.round(salones.reduce((sum, s) => sum + s.porcentaje, 0) / salones.length);
  return { salones, indice };
}
