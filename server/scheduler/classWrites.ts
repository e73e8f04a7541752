// Creating a class and changing its teacher or room (docs/domain/scheduler.md 'The class scheduler', the hard
// rules): the slot is one of the weekday's template, the types combine, no closure covers it, and the
// teacher and room meet every rule of slotChecks.ts — checked in the write's transaction, with the UNIQUE keys of
// migration 024 as the last word when two staff write the same slot at once.
import { slotsOfDate } from '../../core/school/calendar';
import { combinationProblem } from '../../core/school/classTypeCombinations';
import type { CreateClassBody } from '../../core/school/scheduler/classBodies';
import type { Database } from '../db/database';
import { conflict, notFound, validationError } from '../errors/apiError';
import { closureAt, roomProblem, type Slot, teacherProblem } from './slotChecks';

export const CLASS_MESSAGES = {
  created: 'Clase creada',
  deleted: 'Clase eliminada',
  teacherChanged: 'Docente cambiado',
  roomChanged: 'Salón cambiado',
  notSlot: 'Solo horas de clase de ese día',
  tutoring: 'Las tutorías se programan en su propia agenda',
  unknownType: 'Tipo de clase desconocido',
  closed: (mensaje: string) => `Hay un cierre en esa fecha y hora para la sede: ${mensaje}`,
  noTeacher: 'El docente no existe',
  noRoom: 'NO SE ENCUENTRA EL SALÓN',
  roomTooSmall: (capacidad: number, agendados: number) => `El salón tiene capacidad ${capacidad} y la clase ${agendados} agendamientos`,
} as const;

/** Types that may form one class: known, not tutoring, a combination core/school/classTypeCombinations.ts allows. */
export async function typesProblem(db: Database, tipos: readonly string[]): Promise<string | null> {
  if (tipos.includes('tutoria')) return CLASS_MESSAGES.tutoring;
  const combination = combinationProblem(tipos);
  if (combination) return combination;
  const [{ known }] = await db.query<{ known: number }>('SELECT count(*)::integer AS known FROM tipos_clase WHERE id = ANY($1::text[])', [[...new Set(tipos)]]);
  return known === new Set(tipos).size ? null : CLASS_MESSAGES.unknownType;
}

/** 400/404 naming the first rule the slot, its teacher or its room breaks. */
export async function assertClassFits(tx: Database, slot: Slot, profesorId: number, salonId: number): Promise<void> {
  if (!slotsOfDate(slot.fecha).includes(slot.hora)) throw validationError({ hora: CLASS_MESSAGES.notSlot });
  const types = await typesProblem(tx, slot.tipos);
  if (types) throw validationError({ tipos: types });
  const closure = await closureAt(tx, slot);
  if (closure !== null) throw validationError({ fecha: CLASS_MESSAGES.closed(closure) });
  const room = await roomProblem(tx, salonId, slot);
  if (room === 'missing') throw notFound(CLASS_MESSAGES.noRoom);
  const teacher = await teacherProblem(tx, profesorId, slot);
  if (teacher === 'missing') throw validationError({ profesor_id: CLASS_MESSAGES.noTeacher });
  const broken = { ...(room ? { salon_id: room } : {}), ...(teacher ? { profesor_id: teacher } : {}) };
  if (Object.keys(broken).length === 0) return;
  const errors = Object.fromEntries(Object.entries(broken).map(([field, rule]) => [field, rule.message]));
  // A taken slot is a conflict; any other broken rule, a refusal of the input.
  const rules = Object.values(broken);
  throw rules.every((rule) => rule.taken) ? conflict(errors, rules[0].message) : validationError(errors);
}

/** 'regular' when one type is a regular_* one (classes of other types get curso_id -1). */
export const classKind = (tipos: readonly string[]): 'regular' | 'otro' => (tipos.some((t) => t.startsWith('regular_')) ? 'regular' : 'otro');

export async function insertClass(tx: Database, body: CreateClassBody, sedeId: number, userId: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase, created_by)
     VALUES ($1::date, $2, $3, $4, $5, $6::text[], $7, $8) RETURNING id`,
    [body.fecha, body.hora, sedeId, body.salon_id, body.profesor_id, [...new Set(body.tipos)], classKind(body.tipos), userId],
  );
  return row.id;
}
