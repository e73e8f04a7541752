// preasignacion/calcular (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): the slots a room could be
// pre-assigned to a teacher — every slot of the room's template where the teacher is available and
// neither of them is taken — or, with 'delete', the teacher's current pre-assignments as rows that
// clear them.
import { parseSlotKey } from '../../core/school/calendar';
import { type PreassignmentCandidate, PREASSIGNMENT_MESSAGES, roomSlotKeys } from '../../core/school/preassignments';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { validationError } from '../errors/apiError';
import { loadRooms, type RoomRow, roomSlots, slotKey, teacherSlots } from './preassignmentRepository';
import { loadTeacher, type TeacherRow } from './teachers';

/** A room is offered only when it is active and shares at least one allowed type with the teacher. */
export function roomOffered(teacher: Pick<TeacherRow, 'tipos_permitidos'>, room: RoomRow | undefined): room is RoomRow {
  return room !== undefined && room.activo && room.tipos_permitidos.some((tipo) => teacher.tipos_permitidos.includes(tipo));
}

/** '3T09:00' → {dia: 3, hora: '09:00'}, read by the calendar's parser (keys come from the templates). */
export function splitKey(key: string): { dia: number; hora: string } {
  const slot = parseSlotKey(key);
  if (slot?.kind !== 'weekday') throw new Error(`Clave de bloque no válida: ${key}`);
  return { dia: slot.day, hora: slot.time };
}

/**
 * The free slots of `room` for `teacher`, in template order: in the room's template, in the
 * teacher's availability, not taken in the room (`roomTaken`) nor by the teacher anywhere (`teacherTaken`).
 */
export function candidateKeys(teacher: TeacherRow, room: RoomRow, roomTaken: ReadonlySet<string>, teacherTaken: ReadonlySet<string>): string[] {
  const available = new Set(teacher.disponibilidad);
  return roomSlotKeys(room.tipos_permitidos).filter((key) => available.has(key) && !roomTaken.has(key) && !teacherTaken.has(key));
}

/** A room within the caller's sedes that may be offered to an active teacher; else 400. */
export async function offeredRoom(db: Database, session: Session, teacher: TeacherRow, salonId: number): Promise<RoomRow> {
  if (!teacher.activo) throw validationError({ docente_id: PREASSIGNMENT_MESSAGES.teacherInactive }, PREASSIGNMENT_MESSAGES.teacherInactive);
  const room = (await loadRooms(db, session, [salonId])).get(salonId);
  if (!roomOffered(teacher, room)) throw validationError({ salon_id: PREASSIGNMENT_MESSAGES.roomNotOffered }, PREASSIGNMENT_MESSAGES.roomNotOffered);
  return room;
}

export async function calculateCandidates(db: Database, session: Session, docenteId: number, salonId: number | 'delete'): Promise<PreassignmentCandidate[]> {
  const teacher = await loadTeacher(db, docenteId);
  const own = await teacherSlots(db, session, teacher.id);
  if (salonId === 'delete') {
    return own.filter((slot) => slot.alcanzable).map((slot) => ({ dia: slot.dia, hora: slot.hora, salon_id: null, salon: null }));
  }
  const room = await offeredRoom(db, session, teacher, salonId);
  const roomTaken = new Set([...(await roomSlots(db, [room.id])).keys()].map((key) => key.slice(key.indexOf(':') + 1)));
  const teacherTaken = new Set(own.map((slot) => slotKey(slot.dia, slot.hora)));
  return candidateKeys(teacher, room, roomTaken, teacherTaken).map((key) => ({ ...splitKey(key), salon_id: room.id, salon: { nombre: room.nombre } }));
}
