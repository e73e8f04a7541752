// The teachers' and the rooms' summaries (under #/docentes and #/salones): one SQL statement each,
// then cheap JS (template filtering, ratios) so that 2,000 teachers cost little more than reading
// them.
import { configurationIndex, keepTemplateSlots, percent } from '../../core/school/availability';
import { type RoomSummary, roomMaximum, type TeacherSummary, type TeacherSummaryRow } from '../../core/school/preassignments';
import type { Session } from '../auth/session';
import { sedeCondition } from '../crud/repository';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';

type TeacherRead = Omit<TeacherSummaryRow, 'disponibles'>;

/** docente/resumen: every active, not deleted teacher with its available and pre-assigned blocks. */
export async function teacherSummary(db: Database): Promise<TeacherSummary> {
  const rows = await db.query<TeacherRead>(
    `SELECT u.id, u.primer_nombre, u.primer_apellido, u.tutor, u.tipos_permitidos, u.disponibilidad, COALESCE(p.n, 0)::integer AS preasignados
     FROM usuarios u
     LEFT JOIN (SELECT docente_id, count(*) AS n FROM preasignaciones GROUP BY docente_id) p ON p.docente_id = u.id
     WHERE u.pr AND u.activo AND u.deleted_at IS NULL
     ORDER BY u.primer_apellido, u.primer_nombre, u.id`,
  );
  const docentes = rows.map((row): TeacherSummaryRow => {
    const disponibilidad = keepTemplateSlots(row.disponibilidad, row.tutor);
    return { ...row, disponibilidad, disponibles: disponibilidad.length };
  });
  return { docentes, total: docentes.length, indice: configurationIndex(docentes) };
}

/** salon/resumen: the active rooms of the caller's sedes, their blocks against their maximum. */
export async function roomSummary(db: Database, session: Session): Promise<RoomSummary> {
  const params = new SqlParams();
  const conditions = ['activo', ...sedeCondition('sede_id', session, params)];
  const rows = await db.query<{ id: number; nombre: string; capacidad: number; tipos_permitidos: string[]; bloques: number }>(
    `SELECT s.id, s.nombre, s.capacidad, s.tipos_permitidos, COALESCE(p.n, 0)::integer AS bloques
     FROM (SELECT id, nombre, capacidad, tipos_permitidos FROM salones WHERE ${conditions.join(' AND ')}) s
     LEFT JOIN (SELECT salon_id, count(*) AS n FROM preasignaciones GROUP BY salon_id) p ON p.salon_id = s.id
     ORDER BY s.nombre, s.id`,
    params.values,
  );
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
