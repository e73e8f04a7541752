// What 'Reorganizar' needs of a slot of the current sede, read from the database: its pending
// bookings (solicitado, no class; first asked first), its classes with their free seats, the
// pre-assignments of its weekday and hour with the rules of slotChecks.ts their room or teacher
// breaks there, and a closure covering it. Locked (FOR UPDATE) when read for the write.
import { weekdayOfDate } from '../../core/school/calendar';
import type { Block } from '../../core/school/scheduler/reorganizeReasons';
import { pendingReasons, type SlotInput, type SlotPreassignment } from '../../core/school/scheduler/reorganize';
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import type { BookingRow } from './bookingRepository';
import type { SlotQuery } from './classReads';
import { closureAt, roomsProblems, teachersProblems } from './slotChecks';
import { holdsSeatSql } from './seatSql';

export interface PendingRow extends BookingRow {
  estudiante: string;
  /** Its course (its topic's, else its student's): what a room's allowed courses are checked against (roomCourses.ts). */
  curso_id: number | null;
}

export interface SlotPlan {
  input: SlotInput;
  bookings: Map<number, PendingRow>;
}

type PreassignmentRow = Omit<SlotPreassignment, 'bloqueos'> & { novedad: string | null };

export async function readSlotPlan(db: Database, slot: SlotQuery, lock: boolean, students: StudentReach): Promise<SlotPlan> {
  const params = [slot.sedeId, slot.fecha, slot.hora];
  const forUpdate = (table: string) => (lock ? `FOR UPDATE OF ${table}` : '');
  const pending = await db.query<PendingRow>(
    `SELECT a.id, a.version, a.estado, a.clase_id, a.estudiante_id, to_char(a.fecha, 'YYYY-MM-DD') AS fecha, a.hora, a.sede_id, a.tipo_clase,
       ${students.nameSql('a.estudiante_id', "concat_ws(' ', e.primer_nombre, e.primer_apellido)")} AS estudiante, coalesce(t.curso_id, e.curso_actual_id) AS curso_id
     FROM agendamientos a JOIN usuarios e ON e.id = a.estudiante_id LEFT JOIN temas t ON t.id = a.tema_id
     WHERE a.sede_id = $1 AND a.fecha = $2::date AND a.hora = $3 AND a.estado = 'solicitado' AND a.clase_id IS NULL
     ORDER BY a.created_at, a.id ${forUpdate('a')}`,
    params,
  );
  const clases = await db.query<SlotInput['clases'][number]>(
    `SELECT c.id, c.tipos, s.capacidad, s.cursos_permitidos AS cursos,
       (SELECT count(*)::integer FROM agendamientos a WHERE a.clase_id = c.id AND ${holdsSeatSql('a.estado')}) AS ocupados
     FROM clases c JOIN salones s ON s.id = c.salon_id
     WHERE c.sede_id = $1 AND c.fecha = $2::date AND c.hora = $3
     ORDER BY s.nombre, c.id ${forUpdate('c')}`,
    params,
  );
  const rows = await db.query<PreassignmentRow>(
    `SELECT p.id, p.salon_id, p.docente_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS docente, p.tipos, p.modo, s.capacidad,
       s.tipos_permitidos AS "salonTipos", coalesce(u.tipos_permitidos, '{}') AS "docenteTipos", s.cursos_permitidos AS "salonCursos",
       n.observaciones AS novedad
     FROM preasignaciones p JOIN salones s ON s.id = p.salon_id JOIN usuarios u ON u.id = p.docente_id
     LEFT JOIN novedades_docente n ON n.docente_id = p.docente_id AND n.fecha = $2::date AND n.hora = $3
     WHERE s.sede_id = $1 AND p.dia = $4 AND p.hora = $3
     ORDER BY s.nombre, p.id`,
    [...params, weekdayOfDate(slot.fecha)],
  );
  // The same rules as a class's write, with no types (the planner checks each option's types).
  const rule = { ...slot, tipos: [] };
  const teachers = await teachersProblems(db, rows.map((r) => r.docente_id), rule);
  const rooms = await roomsProblems(db, rows.map((r) => r.salon_id), rule);
  const preasignaciones = rows.map(({ novedad, ...row }) => {
    const teacher = teachers.get(row.docente_id);
    const room = rooms.get(row.salon_id);
    const bloqueos: Block[] = [];
    if (teacher === 'missing') bloqueos.push({ regla: 'docente', mensaje: 'El docente no existe' });
    else if (teacher) bloqueos.push(teacher.key === 'sin_novedad' ? { regla: 'novedad', mensaje: novedad ?? teacher.message } : { regla: 'docente', mensaje: teacher.message });
    if (room === 'missing') bloqueos.push({ regla: 'salon', mensaje: 'NO SE ENCUENTRA EL SALÓN' });
    else if (room) bloqueos.push({ regla: 'salon', mensaje: room.message });
    return { ...row, bloqueos };
  });
  return {
    input: { pendientes: pending.map((b) => ({ id: b.id, tipo_clase: b.tipo_clase, curso_id: b.curso_id })), clases, preasignaciones, cierre: await closureAt(db, slot) },
    bookings: new Map(pending.map((b) => [b.id, b])),
  };
}

/** A slot's view (clases/por_hora) with each pending booking's reason (pendingReasons); nothing written. */
export async function withPendingReasons<T extends { pendientes: readonly { id: number }[] }>(db: Database, slot: SlotQuery, view: T, students: StudentReach) {
  const reasons = pendingReasons((await readSlotPlan(db, slot, false, students)).input);
  return { ...view, pendientes: view.pendientes.map((b) => ({ ...b, motivo_pendiente: reasons.get(b.id)?.mensaje ?? null })) };
}
