// What 'Reorganizar' needs of a slot of the current sede, read from the database: its pending
// bookings (solicitado, no class; first asked first), its classes with their free seats, the
// pre-assignments of its weekday and hour with the rules of slotChecks.ts their room or teacher
// breaks there, and a closure covering it. Locked (FOR UPDATE) when read for the write. Each is read
// by its table's data module (bookingReads.ts, slotReads.ts, server/school/preassignmentReads.ts).
import type { Block } from '../../core/school/scheduler/reorganizeReasons';
import { pendingReasons, type SlotInput } from '../../core/school/scheduler/reorganize';
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import { preassignmentsAtSlot } from '../school/preassignmentReads';
import { type PendingRow, pendingOfSlot } from './bookingReads';
import type { SlotQuery } from './classReads';
import { closureAt, roomsProblems, teachersProblems } from './slotChecks';
import { slotClassSeats } from './slotReads';

export interface SlotPlan {
  input: SlotInput;
  bookings: Map<number, PendingRow>;
}

export async function readSlotPlan(db: Database, slot: SlotQuery, lock: boolean, students: StudentReach): Promise<SlotPlan> {
  const pending = await pendingOfSlot(db, slot, lock, students);
  const clases = await slotClassSeats(db, slot, lock);
  const rows = await preassignmentsAtSlot(db, slot);
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
