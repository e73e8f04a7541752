// Pre-assignments (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): a teacher's weekly slot (dia 1–6,
// hora of the template) in a room, for some class types ('and' = one combined class, 'or' = any one
// of them). The shapes the endpoints answer and the bodies they take, shared by the server and the
// pages.
import { z } from 'zod';
import { availabilityKeys } from './availability';
import { DAY_NAMES, maxWeeklyBlocks, type SchoolDay } from './calendar';
import { TUTORIA } from './classTypes';
import { idValue } from '../engine/ids';
import type { PreassignmentMode } from './classTypeCombinations';

export const PREASSIGNMENT_MESSAGES = {
  deleted: 'Proceso finalizado correctamente',
  saved: 'Información Guardada',
  roomTaken: 'El salón ya tiene una preasignación a esa hora',
  teacherTaken: 'El docente ya tiene una preasignación a esa hora',
  notAvailable: 'El docente no está disponible a esa hora',
  roomNotOffered: 'El salón no está activo o no comparte tipos con el docente',
  /** An inactive teacher gets no new slots (their current ones may still be cleared). */
  teacherInactive: 'El docente está inactivo',
  typeNotShared: 'El salón y el docente deben permitir cada tipo elegido',
  notSlot: 'La hora no es un bloque de la plantilla',
  noRoom: 'Debe seleccionar un salón',
  noDay: 'Debe seleccionar un día',
  noType: 'Debe elegir al menos un tipo',
  repeatedSlot: 'El bloque aparece más de una vez en la lista',
  otherSede: 'La preasignación actual es de un salón de otra sede',
} as const;

/** Lunes..Sabado = 1..6 (the 'Eliminar Preasignaciones' modal). */
export const WEEKDAY_CHOICES = [
  { id: 1, name: 'Lunes' }, { id: 2, name: 'Martes' }, { id: 3, name: 'Miércoles' },
  { id: 4, name: 'Jueves' }, { id: 5, name: 'Viernes' }, { id: 6, name: 'Sabado' },
] as const;

/** One pre-assignment as preasignaciones/xdocente and xsalon answer it. */
export interface Preassignment {
  id: number;
  dia: number;
  hora: string;
  salon_id: number;
  docente_id: number;
  tipos: { tipos: string[]; modo: PreassignmentMode };
  salon: { nombre: string };
  docente: { primer_nombre: string; primer_apellido: string };
}

/** A row preasignacion/calcular offers: a free (dia, hora) of the room where the teacher is available. */
export interface PreassignmentCandidate {
  dia: number;
  hora: string;
  /** null: the candidate clears the teacher's slot (calcular with salon_id 'delete'). */
  salon_id: number | null;
  salon: { nombre: string } | null;
}

const dia = z.number({ error: PREASSIGNMENT_MESSAGES.noDay }).int().min(1, { error: PREASSIGNMENT_MESSAGES.noDay }).max(6, { error: PREASSIGNMENT_MESSAGES.noDay });
const hora = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Hora no válida' });

export const byTeacherBody = z.object({ docente_id: idValue() }).strict();
export const byRoomBody = z.object({ salon_id: idValue() }).strict();
export const bySedeBody = z.object({ sede_id: idValue() }).strict();

export const calculateBody = z
  .object({ docente_id: idValue(), salon_id: z.union([z.literal('delete'), idValue(PREASSIGNMENT_MESSAGES.noRoom)], { error: PREASSIGNMENT_MESSAGES.noRoom }) })
  .strict();

/** One slot of the teacher to save: a room (types and mode) or null to clear it. */
export const slotBody = z
  .object({
    dia,
    hora,
    salon_id: idValue(PREASSIGNMENT_MESSAGES.noRoom).nullable(),
    tipos: z.object({ tipos: z.array(z.string().min(1).max(40)).max(4), modo: z.enum(['and', 'or']) }).strict().optional(),
  })
  .strict();

/** preasignacion/guardar: the candidate pre-assignments of one teacher, saved together. */
export const saveBody = z.object({ docente_id: idValue(), preasignaciones: z.array(slotBody).min(1).max(400) }).strict();

export const deleteDayBody = z.object({ dia }).strict();

/** docente/resumen and salon/resumen take nothing. */
export const summaryBody = z.object({}).strict();

export type SlotInput = z.output<typeof slotBody>;

/** A room whose only allowed type is 'tutoria' follows the tutoring template (quarter-hours); any other the weekly one. */
export function isTutoringRoom(tipos: readonly string[]): boolean {
  return tipos.length === 1 && tipos[0] === TUTORIA;
}

/** Every weekday slot key of a room's template (see isTutoringRoom). */
export function roomSlotKeys(tipos: readonly string[]): readonly string[] {
  return availabilityKeys(isTutoringRoom(tipos));
}

/**
 * A room's maximum weekly blocks: 55 (the weekly template's, docs/domain/calendar.md 'Calendar') for a regular room;
 * for a tutoring room the tutoring template's quarter-hours, since that is what its grid offers.
 */
export function roomMaximum(tipos: readonly string[]): number {
  return isTutoringRoom(tipos) ? roomSlotKeys(tipos).length : maxWeeklyBlocks();
}

/** How an error names a slot: 'Lunes 06:00'. */
export function slotLabel(dia: number, hora: string): string {
  return `${DAY_NAMES[dia as SchoolDay] ?? `Día ${dia}`} ${hora}`;
}

/** preasignacion/guardar's answer: the teacher's pre-assignments after the save. */
export interface SaveAnswer {
  mensaje: typeof PREASSIGNMENT_MESSAGES.saved;
  preasignaciones: Preassignment[];
}

/** preasignaciones/borrar's answer. */
export interface DeleteDayAnswer {
  mensaje: typeof PREASSIGNMENT_MESSAGES.deleted;
  eliminadas: number;
}

/** One active teacher of docente/resumen. */
export interface TeacherSummaryRow {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
  tutor: boolean;
  tipos_permitidos: string[];
  /** Only the slots of the teacher's template (regular, or tutoring for a tutor), in template order. */
  disponibilidad: string[];
  disponibles: number;
  preasignados: number;
}

/** docente/resumen: the active teachers, how many, and the configuration index (a rounded percent). */
export interface TeacherSummary {
  docentes: TeacherSummaryRow[];
  total: number;
  indice: number;
}

/** One active room of salon/resumen. */
export interface RoomSummaryRow {
  id: number;
  nombre: string;
  capacidad: number;
  tipos_permitidos: string[];
  bloques: number;
  maximo: number;
  porcentaje: number;
}

/** salon/resumen: the active rooms of the caller's sedes and the mean of their percents (rounded). */
export interface RoomSummary {
  salones: RoomSummaryRow[];
  indice: number;
}

/** A teacher's new default room must differ from the current one. */
export const ROOM_UNCHANGED = 'Debe elegir un salón distinto al actual';
