// The pre-assignments (table preasignaciones, migration 015) in one place: their reads, their
// teachers' and rooms', always within the caller's sedes for rooms, and the write of a teacher's
// changed slots (preassignmentSave.ts checks them first). Each function takes a Database or a
// transaction.
import { type SchoolDay, weekdayKey } from '../../core/school/calendar';
import type { PreassignmentMode } from '../../core/school/classTypeCombinations';
import type { Preassignment } from '../../core/school/preassignments';
import type { Session } from '../auth/session';
import { sedeCondition } from '../crud/repository';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';
import { notFound } from '../errors/apiError';


export interface RoomRow {
  id: number;
  nombre: string;
  activo: boolean;
  tipos_permitidos: string[];
}

/** One stored pre-assignment, with whether its room is within the caller's sedes. */
export interface SlotRow {
  id: number;
  dia: number;
  hora: string;
  salon_id: number;
  docente_id: number;
  tipos: string[];
  modo: PreassignmentMode;
  alcanzable: boolean;
}

/** A pre-assignment's weekday key (dia is 1–6 by the table's CHECK). */
export const slotKey = (dia: number, hora: string): string => weekdayKey(dia as SchoolDay, hora);

/**
 * The caller's sede boundary on a room id column (sedeCondition takes plain column names, so it is
 * applied inside a subquery over salones); none for a user without permitted sedes.
 */
export function reachableRoom(column: string, session: Session, params: SqlParams): string[] {
  const sede = sedeCondition('sede_id', session, params);
  return sede.length === 0 ? [] : [`${column} IN (SELECT id FROM salones WHERE ${sede.join(' AND ')})`];
}

function reachableSql(column: string, session: Session, params: SqlParams): string {
  const conditions = reachableRoom(column, session, params);
  return conditions.length === 0 ? 'true' : conditions.join(' AND ');
}

/** The rooms among `ids` within the caller's sedes, by id (active or not). */
export async function loadRooms(db: Database, session: Session, ids: readonly number[]): Promise<Map<number, RoomRow>> {
  if (ids.length === 0) return new Map();
  const params = new SqlParams();
  const conditions = [`id = ANY(${params.add([...new Set(ids)])}::integer[])`, ...sedeCondition('sede_id', session, params)];
  const rows = await db.query<RoomRow>(`SELECT id, nombre, activo, tipos_permitidos FROM salones WHERE ${conditions.join(' AND ')}`, params.values);
  return new Map(rows.map((room) => [room.id, room]));
}

/** One room within the caller's sedes, else 404 'Registro no encontrado'. */
export async function loadRoom(db: Database, session: Session, id: number): Promise<RoomRow> {
  const room = (await loadRooms(db, session, [id])).get(id);
  if (!room) throw notFound();
  return room;
}

const SLOT_COLUMNS = 'p.id, p.dia, p.hora, p.salon_id, p.docente_id, p.tipos, p.modo';

/** Every pre-assignment of a teacher (any room), each telling whether its room is within reach. */
export async function teacherSlots(db: Database, session: Session, docenteId: number): Promise<SlotRow[]> {
  const params = new SqlParams();
  const teacher = params.add(docenteId);
  return db.query<SlotRow>(
    `SELECT ${SLOT_COLUMNS}, ${reachableSql('p.salon_id', session, params)} AS alcanzable
     FROM preasignaciones p WHERE p.docente_id = ${teacher} ORDER BY p.dia, p.hora`,
    params.values,
  );
}

/** The (dia, hora) keys already taken in a room, with the teacher holding each. */
export async function roomSlots(db: Database, salonIds: readonly number[]): Promise<Map<string, number>> {
  if (salonIds.length === 0) return new Map();
  const rows = await db.query<{ salon_id: number; dia: number; hora: string; docente_id: number }>(
    'SELECT salon_id, dia, hora, docente_id FROM preasignaciones WHERE salon_id = ANY($1::integer[])',
    [[...new Set(salonIds)]],
  );
  return new Map(rows.map((row) => [`${row.salon_id}:${slotKey(row.dia, row.hora)}`, row.docente_id]));
}

interface ListRow extends Omit<SlotRow, 'alcanzable'> {
  salon_nombre: string;
  primer_nombre: string;
  primer_apellido: string;
}

/** The Preassignment rows of one teacher or one room, rooms within the caller's sedes only, by dia and hora. */
type ListedBy = { docenteId: number } | { salonId: number } | { sedeId: number };

function listCondition(by: ListedBy, params: SqlParams): string {
  if ('docenteId' in by) return `p.docente_id = ${params.add(by.docenteId)}`;
  if ('salonId' in by) return `p.salon_id = ${params.add(by.salonId)}`;
  return `s.sede_id = ${params.add(by.sedeId)}`;
}

export async function listPreassignments(db: Database, session: Session, by: ListedBy): Promise<Preassignment[]> {
  const params = new SqlParams();
  const conditions = [listCondition(by, params)];
  conditions.push(...reachableRoom('p.salon_id', session, params));
  const rows = await db.query<ListRow>(
    `SELECT ${SLOT_COLUMNS}, s.nombre AS salon_nombre, u.primer_nombre, u.primer_apellido
     FROM preasignaciones p JOIN salones s ON s.id = p.salon_id JOIN usuarios u ON u.id = p.docente_id
     WHERE ${conditions.join(' AND ')} ORDER BY p.dia, p.hora, p.id`,
    params.values,
  );
  return rows.map((row) => ({
    id: row.id,
    dia: row.dia,
    hora: row.hora,
    salon_id: row.salon_id,
    docente_id: row.docente_id,
    tipos: { tipos: row.tipos, modo: row.modo },
    salon: { nombre: row.salon_nombre },
    docente: { primer_nombre: row.primer_nombre, primer_apellido: row.primer_apellido },
  }));
}

/** A teacher's slots rewritten: the rows `replaced` deleted, `added` inserted (the UNIQUE keys hold under concurrency). */
export async function replaceTeacherSlots(
  tx: Database,
  docenteId: number,
  replaced: readonly number[],
  added: readonly { dia: number; hora: string; salon_id: number; tipos: string[]; modo: PreassignmentMode }[],
): Promise<void> {
  if (replaced.length > 0) await tx.query('DELETE FROM preasignaciones WHERE docente_id = $1 AND id = ANY($2::integer[])', [docenteId, [...replaced]]);
  if (added.length === 0) return;
  await tx.query(
    `INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos, modo)
     SELECT x.dia, x.hora, x.salon_id, $2, x.tipos, x.modo
     FROM jsonb_to_recordset($1::jsonb) AS x(dia smallint, hora text, salon_id integer, tipos text[], modo text)`,
    [JSON.stringify(added), docenteId],
  );
}

/** Every pre-assignment of a weekday in the rooms within the caller's sedes deleted; answers their ids. */
export function deleteDay(tx: Database, session: Session, dia: number): Promise<{ id: number }[]> {
  const params = new SqlParams();
  const conditions = [`dia = ${params.add(dia)}`, ...reachableRoom('salon_id', session, params)];
  return tx.query<{ id: number }>(`DELETE FROM preasignaciones WHERE ${conditions.join(' AND ')} RETURNING id`, params.values);
}
