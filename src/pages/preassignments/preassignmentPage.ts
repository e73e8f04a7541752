// The rules of #/preasignaciones (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'), pure: the sede's rooms (the 'salones'
// lookup's active rooms, with their allowed types and blocks from salon/resumen), a day's grid
// (rows = that day's slots of the weekly template, columns = the non-tutoring rooms), what a cell
// shows under the teacher filter, and the rooms and types offered to a teacher.
import { DAY_NAMES, type SchoolDay } from '../../../core/school/calendar';
import { isTutoringRoom, type Preassignment, type RoomSummaryRow, type SlotInput, type TeacherSummaryRow } from '../../../core/school/preassignments';
import { classGridRows, type GridSlot } from '../../../core/school/weekGrid';
import { formatHour } from '../../../core/engine/dates';

/** An active room of the chosen sede, as the page shows it. */
export interface PageRoom {
  id: number;
  nombre: string;
  tipos_permitidos: string[];
  /** Pre-assigned blocks this week, the template's maximum and their percent (salon/resumen). */
  bloques: number;
  maximo: number;
  porcentaje: number;
  /** Only 'tutoria' (isTutoringRoom): its grid is the tutoring one, on its detail. */
  tutoria: boolean;
}

/** A row of the 'salones' lookup (id, name, activo, sede_id, …). */
export interface RoomOption {
  id: string | number;
  activo?: unknown;
}

/**
 * The sede's rooms: the lookup's rows (already of that sede, in name order) that are active, each
 * with what salon/resumen says of it; a room the summary does not list (inactive) is left out.
 */
export function sedeRooms(options: readonly RoomOption[], summary: readonly RoomSummaryRow[]): PageRoom[] {
  const byId = new Map(summary.map((row) => [row.id, row]));
  return options.flatMap((option) => {
    const row = byId.get(Number(option.id));
    if (option.activo === false || !row) return [];
    const { id, nombre, tipos_permitidos, bloques, maximo, porcentaje } = row;
    return [{ id, nombre, tipos_permitidos, bloques, maximo, porcentaje, tutoria: isTutoringRoom(tipos_permitidos) }];
  });
}

/** The rooms of the day grid (regular ones) and those listed apart (tutoring). */
export function splitRooms(rooms: readonly PageRoom[]): { grid: PageRoom[]; tutoring: PageRoom[] } {
  return { grid: rooms.filter((room) => !room.tutoria), tutoring: rooms.filter((room) => room.tutoria) };
}

const CLASS_ROWS = classGridRows();

/** The rows of a day's grid: that day's slots of the weekly template (Saturday has its own hours). */
export function daySlots(day: SchoolDay): GridSlot[] {
  return CLASS_ROWS.flatMap((row) => row.cells[day]);
}

/** The mean of the rooms' percents, rounded (0 without rooms): the sede's configuration index. */
export function sedeIndex(rooms: readonly PageRoom[]): number {
  return rooms.length === 0 ? 0 : Math.round(rooms.reduce((sum, room) => sum + room.porcentaje, 0) / rooms.length);
}

/** A room's summary line: '12 / 55 · 22 %'. */
export const roomSummaryText = (room: PageRoom): string => `${room.bloques} / ${room.maximo} · ${room.porcentaje} %`;

export const teacherName = (teacher: Pick<TeacherSummaryRow, 'primer_nombre' | 'primer_apellido'>): string =>
  `${teacher.primer_nombre} ${teacher.primer_apellido}`;

/** A room shares at least one allowed type with the teacher (else it is not offered). */
export function sharesType(teacher: Pick<TeacherSummaryRow, 'tipos_permitidos'>, room: Pick<PageRoom, 'tipos_permitidos'>): boolean {
  return room.tipos_permitidos.some((tipo) => teacher.tipos_permitidos.includes(tipo));
}

/** The rooms offered to a teacher — active (every PageRoom is) and sharing a type with it. */
export function roomsOffered(teacher: Pick<TeacherSummaryRow, 'tipos_permitidos'>, rooms: readonly PageRoom[]): PageRoom[] {
  return rooms.filter((room) => sharesType(teacher, room));
}

/** The types a pre-assignment may carry: allowed by both the teacher and the room, in the room's order. */
export function typesOffered(teacher: Pick<TeacherSummaryRow, 'tipos_permitidos'>, room: Pick<PageRoom, 'tipos_permitidos'>): string[] {
  return room.tipos_permitidos.filter((tipo) => teacher.tipos_permitidos.includes(tipo));
}

/** The teacher filter: who, and the slot keys it is already pre-assigned at (in any room). */
export interface TeacherFilter {
  teacher: TeacherSummaryRow;
  busy: ReadonlySet<string>;
}

export type CellView =
  | { kind: 'filled'; preassignment: Preassignment; dimmed: boolean }
  | { kind: 'free'; available: boolean };

/**
 * One cell of the grid. Without a filter: the pre-assignment or free. With one: other teachers'
 * cells dimmed, and a free cell marked available when the teacher is available at that slot, not
 * pre-assigned elsewhere then, and shares a type with the room.
 */
export function cellView(preassignment: Preassignment | undefined, room: PageRoom, key: string, filter: TeacherFilter | null): CellView {
  if (preassignment) return { kind: 'filled', preassignment, dimmed: filter !== null && preassignment.docente_id !== filter.teacher.id };
  const available = filter !== null && filter.teacher.disponibilidad.includes(key) && !filter.busy.has(key) && sharesType(filter.teacher, room);
  return { kind: 'free', available };
}

/** Pre-assignments grouped by room id (the answers of preasignaciones/xsalon, one per room). */
export function byRoom(lists: readonly (readonly Preassignment[] | undefined)[]): ReadonlyMap<number, Preassignment[]> {
  const grouped = new Map<number, Preassignment[]>();
  for (const p of lists.flatMap((list) => (Array.isArray(list) ? list : []))) grouped.set(p.salon_id, [...(grouped.get(p.salon_id) ?? []), p]);
  return grouped;
}

/** preasignacion/guardar's body clearing one pre-assignment (the cell dialog's 'Quitar'). */
export function removalBody(p: Pick<Preassignment, 'docente_id' | 'dia' | 'hora'>): { docente_id: number; preasignaciones: SlotInput[] } {
  return { docente_id: p.docente_id, preasignaciones: [{ dia: p.dia, hora: p.hora, salon_id: null }] };
}

/** 'Lunes 6:00 am': a pre-assignment's block, its hour written as every class hour is ('h:mm a'). */
export function blockLabel(dia: number, hora: string): string {
  return `${DAY_NAMES[dia as SchoolDay] ?? `Día ${dia}`} ${formatHour(hora)}`;
}
