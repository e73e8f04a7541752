// What the other calls read of the pre-assignments (preasignaciones; docs/architecture.md 'Layout': a
// schedule table is read by its data modules only), each taking the Database or a transaction
// first: every active teacher and every active room of the caller's sedes with their count of
// pre-assigned blocks (the summaries, summaries.ts), and a slot's pre-assignments with their room,
// teacher and the teacher's novedad then (Reorganizar, server/scheduler/reorganizePlan.ts). Their
// own calls read and write through preassignmentRepository.ts.
import { weekdayOfDate } from '../../core/school/calendar';
import type { TeacherSummaryRow } from '../../core/school/preassignments';
import type { SlotPreassignment } from '../../core/school/scheduler/reorganize';
import type { Session } from '../auth/session';
import { sedeCondition } from '../crud/repository';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';

/** A teacher as docente/resumen reads it: its availability as stored and its pre-assigned blocks. */
export type TeacherBlocks = Omit<TeacherSummaryRow, 'disponibles'>;

/** Every active, not deleted teacher with its pre-assigned blocks, by surname, name and id. */
export function teachersWithBlocks(db: Database): Promise<TeacherBlocks[]> {
  return db.query<TeacherBlocks>(
    `SELECT u.id, u.primer_nombre, u.primer_apellido, u.tutor, u.tipos_permitidos, u.disponibilidad, COALESCE(p.n, 0)::integer AS preasignados
     FROM usuarios u
     LEFT JOIN (SELECT docente_id, count(*) AS n FROM preasignaciones GROUP BY docente_id) p ON p.docente_id = u.id
     WHERE u.pr AND u.activo AND u.deleted_at IS NULL
     ORDER BY u.primer_apellido, u.primer_nombre, u.id`,
  );
}

export interface RoomBlocks {
  id: number;
  nombre: string;
  capacidad: number;
  tipos_permitidos: string[];
  bloques: number;
}

/** The active rooms of the caller's sedes with their pre-assigned blocks, by name and id. */
export function roomsWithBlocks(db: Database, session: Session): Promise<RoomBlocks[]> {
  const params = new SqlParams();
  const conditions = ['activo', ...sedeCondition('sede_id', session, params)];
  return db.query<RoomBlocks>(
    `SELECT s.id, s.nombre, s.capacidad, s.tipos_permitidos, COALESCE(p.n, 0)::integer AS bloques
     FROM (SELECT id, nombre, capacidad, tipos_permitidos FROM salones WHERE ${conditions.join(' AND ')}) s
     LEFT JOIN (SELECT salon_id, count(*) AS n FROM preasignaciones GROUP BY salon_id) p ON p.salon_id = s.id
     ORDER BY s.nombre, s.id`,
    params.values,
  );
}

/** A pre-assignment of a slot as Reorganizar weighs it: its room and teacher, and the teacher's novedad then (null: none). */
export type SlotPreassignmentRow = Omit<SlotPreassignment, 'bloqueos'> & { novedad: string | null };

/** The pre-assignments of the slot's weekday and hour in the rooms of its sede, by room name and id. */
export function preassignmentsAtSlot(db: Database, slot: { sedeId: number; fecha: string; hora: string }): Promise<SlotPreassignmentRow[]> {
  return db.query<SlotPreassignmentRow>(
    `SELECT p.id, p.salon_id, p.docente_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS docente, p.tipos, p.modo, s.capacidad,
       s.tipos_permitidos AS "salonTipos", coalesce(u.tipos_permitidos, '{}') AS "docenteTipos", s.cursos_permitidos AS "salonCursos",
       n.observaciones AS novedad
     FROM preasignaciones p JOIN salones s ON s.id = p.salon_id JOIN usuarios u ON u.id = p.docente_id
     LEFT JOIN novedades_docente n ON n.docente_id = p.docente_id AND n.fecha = $2::date AND n.hora = $3
     WHERE s.sede_id = $1 AND p.dia = $4 AND p.hora = $3
     ORDER BY s.nombre, p.id`,
    [slot.sedeId, slot.fecha, slot.hora, weekdayOfDate(slot.fecha)],
  );
}
