// Hand-built teachers, rooms and pre-assignments for the pre-assignment and summary tests: each
// call makes new rows (unique names), so tests do not depend on the demo data or on each other.
import type { Database } from '../../../server/db/database';

let counter = 0;

export interface TeacherFixture {
  tipos: string[];
  disponibilidad: string[];
  tutor?: boolean;
  activo?: boolean;
  deleted?: boolean;
  nombre?: string;
  apellido?: string;
}

export async function insertTeacher(db: Database, teacher: TeacherFixture): Promise<number> {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO usuarios (primer_nombre, primer_apellido, tipo_documento, numero_documento, email, pr, tutor, activo, deleted_at, tipos_permitidos, disponibilidad)
     VALUES ($1, $2, 'CC', $3, $4, true, $5, $6, $7, $8, $9) RETURNING id`,
    [
      teacher.nombre ?? `Docente${counter}`,
      teacher.apellido ?? `Prueba${counter}`,
      `66${tag}`.slice(0, 20),
      `docente.prueba.${tag}@escuela.test`,
      teacher.tutor ?? false,
      teacher.activo ?? true,
      teacher.deleted ? new Date() : null,
      teacher.tipos,
      teacher.disponibilidad,
    ],
  );
  return row.id;
}

export interface RoomFixture {
  sede: number;
  tipos: string[];
  activo?: boolean;
  nombre?: string;
  capacidad?: number;
}

export async function insertRoom(db: Database, room: RoomFixture): Promise<number> {
  counter++;
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO salones (nombre, capacidad, sede_id, activo, tipos_permitidos) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [room.nombre ?? `Salón de prueba ${counter}`, room.capacidad ?? 12, room.sede, room.activo ?? true, room.tipos],
  );
  return row.id;
}

export async function insertPreassignment(
  db: Database,
  row: { dia: number; hora: string; salon_id: number; docente_id: number; tipos?: string[]; modo?: 'and' | 'or' },
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    'INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos, modo) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [row.dia, row.hora, row.salon_id, row.docente_id, row.tipos ?? ['regular_1'], row.modo ?? 'or'],
  );
  return inserted.id;
}

/** A teacher's stored pre-assignments as 'dia hora salon tipos modo' lines, in slot order. */
export async function storedSlots(db: Database, docenteId: number): Promise<string[]> {
  const rows = await db.query<{ dia: number; hora: string; salon_id: number; tipos: string[]; modo: string }>(
    'SELECT dia, hora, salon_id, tipos, modo FROM preasignaciones WHERE docente_id = $1 ORDER BY dia, hora',
    [docenteId],
  );
  return rows.map((r) => `${r.dia}T${r.hora} ${r.salon_id} ${r.tipos.join('+')} ${r.modo}`);
}
