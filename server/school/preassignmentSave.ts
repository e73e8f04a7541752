// preasignacion/guardar (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): one teacher's slots checked
// together and written in the caller's transaction, all or nothing. A slot with a room replaces the
// teacher's pre-assignment there; null clears it. The UNIQUE keys of migration 015 hold under
// concurrency; their violation becomes the same 409 as the check's.
import { preassignmentMode, type PreassignmentMode } from '../../core/school/classTypeCombinations';
import { PREASSIGNMENT_MESSAGES, roomSlotKeys, slotLabel, type SlotInput } from '../../core/school/preassignments';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { type ApiError, conflict, type FieldErrors, validationError } from '../errors/apiError';
import { roomOffered } from './preassignmentCandidates';
import { loadRooms, replaceTeacherSlots, roomSlots, slotKey, type SlotRow, teacherSlots } from './preassignmentRepository';
import { loadTeacher, type TeacherRow } from './teachers';

interface Placement {
  salon_id: number;
  tipos: string[];
  modo: PreassignmentMode;
}

/** One slot whose content changes: what it held, what it will hold (null: nothing). */
export interface SlotChange {
  dia: number;
  hora: string;
  antes: Placement | null;
  despues: Placement | null;
}

type Outcome = { change: SlotChange | null } | { status: 400 | 409; message: string };

const placementOf = (slot: SlotRow): Placement => ({ salon_id: slot.salon_id, tipos: slot.tipos, modo: slot.modo });

function samePlacement(a: Placement | null, b: Placement | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface Context {
  teacher: TeacherRow;
  rooms: Awaited<ReturnType<typeof loadRooms>>;
  current: Map<string, SlotRow>;
  /** `${salon_id}:${key}` → the teacher holding it. */
  taken: Map<string, number>;
}

/** The checks of one slot (the pre-assignment rules), in the order a secretary would fix them. */
function checkSlot(slot: SlotInput, { teacher, rooms, current, taken }: Context): Outcome {
  const key = slotKey(slot.dia, slot.hora);
  const before = current.get(key);
  if (before && !before.alcanzable) return { status: 400, message: PREASSIGNMENT_MESSAGES.otherSede };
  const antes = before ? placementOf(before) : null;
  if (slot.salon_id === null) return { change: antes ? { dia: slot.dia, hora: slot.hora, antes, despues: null } : null };
  if (!teacher.activo) return { status: 400, message: PREASSIGNMENT_MESSAGES.teacherInactive };
  const room = rooms.get(slot.salon_id);
  if (!roomOffered(teacher, room)) return { status: 400, message: PREASSIGNMENT_MESSAGES.roomNotOffered };
  if (!roomSlotKeys(room.tipos_permitidos).includes(key)) return { status: 400, message: PREASSIGNMENT_MESSAGES.notSlot };
  if (!teacher.disponibilidad.includes(key)) return { status: 400, message: PREASSIGNMENT_MESSAGES.notAvailable };
  const tipos = [...new Set(slot.tipos?.tipos ?? [])];
  if (tipos.length === 0) return { status: 400, message: PREASSIGNMENT_MESSAGES.noType };
  if (!tipos.every((tipo) => teacher.tipos_permitidos.includes(tipo) && room.tipos_permitidos.includes(tipo))) {
    return { status: 400, message: PREASSIGNMENT_MESSAGES.typeNotShared };
  }
  const holder = taken.get(`${room.id}:${key}`);
  if (holder !== undefined && holder !== teacher.id) return { status: 409, message: PREASSIGNMENT_MESSAGES.roomTaken };
  const despues: Placement = { salon_id: room.id, tipos, modo: preassignmentMode(tipos, slot.tipos?.modo ?? 'or') };
  return { change: samePlacement(antes, despues) ? null : { dia: slot.dia, hora: slot.hora, antes, despues } };
}

/** Every slot's problem, each named by its slot; 400 first, then 409. */
function refusal(problems: { index: number; slot: SlotInput; status: 400 | 409; message: string }[]): ApiError | null {
  for (const status of [400, 409] as const) {
    const found = problems.filter((p) => p.status === status);
    if (found.length === 0) continue;
    const errors: FieldErrors = Object.fromEntries(found.map((p) => [`preasignaciones.${p.index}`, `${slotLabel(p.slot.dia, p.slot.hora)}: ${p.message}`]));
    const first = errors[`preasignaciones.${found[0].index}`];
    return status === 400 ? validationError(errors, first) : conflict(errors, first);
  }
  return null;
}

/** Checks every slot, then writes the changed ones; returns the changes (none: nothing was written). */
export async function saveTeacherSlots(tx: Database, session: Session, docenteId: number, slots: readonly SlotInput[]): Promise<{ teacher: TeacherRow; changes: SlotChange[] }> {
  const teacher = await loadTeacher(tx, docenteId, true);
  const roomIds = slots.flatMap((slot) => (slot.salon_id === null ? [] : [slot.salon_id]));
  const context: Context = {
    teacher,
    rooms: await loadRooms(tx, session, roomIds),
    current: new Map((await teacherSlots(tx, session, teacher.id)).map((row) => [slotKey(row.dia, row.hora), row])),
    taken: await roomSlots(tx, roomIds),
  };
  const seen = new Set<string>();
  const problems: Parameters<typeof refusal>[0] = [];
  const changes: SlotChange[] = [];
  slots.forEach((slot, index) => {
    const key = slotKey(slot.dia, slot.hora);
    const outcome: Outcome = seen.has(key) ? { status: 400, message: PREASSIGNMENT_MESSAGES.repeatedSlot } : checkSlot(slot, context);
    seen.add(key);
    if ('status' in outcome) problems.push({ index, slot, ...outcome });
    else if (outcome.change) changes.push(outcome.change);
  });
  const refused = refusal(problems);
  if (refused) throw refused;
  await writeChanges(tx, teacher.id, context.current, changes);
  return { teacher, changes };
}

/** The changed slots: the teacher's rows they held deleted, the new placements inserted. */
function writeChanges(tx: Database, docenteId: number, current: Map<string, SlotRow>, changes: SlotChange[]): Promise<void> {
  const replaced = changes.flatMap((c) => {
    const row = c.antes ? current.get(slotKey(c.dia, c.hora)) : undefined;
    return row ? [row.id] : [];
  });
  const added = changes.flatMap((c) => (c.despues ? [{ dia: c.dia, hora: c.hora, ...c.despues }] : []));
  return replaceTeacherSlots(tx, docenteId, replaced, added);
}

/** A UNIQUE violation of a concurrent save (migration 015's keys) as the check's own 409; else null. */
export function slotConflict(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null || Reflect.get(error, 'code') !== '23505') return null;
  const constraint = String(Reflect.get(error, 'constraint') ?? '');
  const detail = String(Reflect.get(error, 'detail') ?? '');
  const message = constraint === 'preasignaciones_salon_slot_key' || detail.startsWith('Key (salon_id, dia, hora)')
    ? PREASSIGNMENT_MESSAGES.roomTaken
    : constraint === 'preasignaciones_docente_slot_key' || detail.startsWith('Key (docente_id, dia, hora)')
      ? PREASSIGNMENT_MESSAGES.teacherTaken
      : null;
  if (!message) return null;
  // 'Key (salon_id, dia, hora)=(5, 1, 06:00) already exists.': the slot is the last two values.
  const values = /\)=\((.*)\)/.exec(detail)?.[1].split(', ') ?? [];
  const [dia, hora] = values.slice(-2);
  const text = dia && hora ? `${slotLabel(Number(dia), hora)}: ${message}` : message;
  return conflict({ preasignaciones: text }, text);
}
