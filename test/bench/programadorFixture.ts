// The #/programador bench's data, by SQL into a seeded test database: at the administrator's current
// sede, 100 rooms (20 seats) and 100 teachers, and at each chosen slot of one agenda day 100 classes
// holding 15 bookings each (1,500) plus a few pending requests. The database's keys and the capacity
// trigger of migration 024 hold it to valid data; the types are combinations the rules allow.
import { weekdayOfDate } from '../../core/school/calendar';
import { combinationProblem } from '../../core/school/classTypeCombinations';
import type { Database, SqlParam } from '../../server/db/database';
import { insertRows } from '../../server/seed/insert';

export const FIXTURE = { classes: 100, perClass: 15, pending: 12, capacity: 20 } as const;

/** The classes' types, in turn: single types, an auto-paired regular_1..6 and combined pairs. */
const TYPE_SETS: readonly (readonly string[])[] = [
  ['regular_7'], ['regular_9'], ['regular_1', 'regular_16'], ['regular_8'], ['regular_a'], ['regular_7', 'regular_8'], ['regular_2', 'regular_17'], ['lab'],
];

export interface FixtureClass {
  id: number;
  tipos: string[];
}

export interface FixtureSlot {
  hora: string;
  /** In the page's order (by room name). */
  classes: FixtureClass[];
  pending: { id: number; tipo_clase: string }[];
}

export interface ProgramadorFixture {
  sedeId: number;
  fecha: string;
  slots: FixtureSlot[];
}

async function rows<T>(db: Database, table: string, list: Record<string, SqlParam>[], returning: string): Promise<T[]> {
  return (await insertRows(db, table, list, returning)) as T[];
}

/** Rooms and teachers of the fixture at the sede; returns their ids in room-name order. */
async function roomsAndTeachers(db: Database, sedeId: number, fecha: string, hours: readonly string[]): Promise<{ rooms: number[]; teachers: number[] }> {
  const tipos = [...new Set(TYPE_SETS.flat())];
  const dia = weekdayOfDate(fecha);
  const rooms = await rows<{ id: number }>(
    db, 'salones',
    Array.from({ length: FIXTURE.classes }, (_, i) => ({
      nombre: `Salón Bench ${String(i + 1).padStart(3, '0')}`, numero: `B${i + 1}`, capacidad: FIXTURE.capacity, sede_id: sedeId, tipos_permitidos: tipos,
    })),
    'id',
  );
  const teachers = await rows<{ id: number }>(
    db, 'usuarios',
    Array.from({ length: FIXTURE.classes }, (_, i) => ({
      primer_nombre: `Docente${i + 1}`, primer_apellido: 'Bench', numero_documento: `88${String(i).padStart(6, '0')}`,
      email: `docente.programador.${i + 1}@escuela.test`, pr: true, sede_id: sedeId, tipos_permitidos: tipos,
      disponibilidad: hours.map((h) => `${dia}T${h}`),
    })),
    'id',
  );
  return { rooms: rooms.map((r) => r.id), teachers: teachers.map((t) => t.id) };
}

/** Fills the slots (date, template hours) of the administrator's current sede. */
export async function insertProgramadorFixture(db: Database, adminEmail: string, fecha: string, hours: readonly string[]): Promise<ProgramadorFixture> {
  for (const tipos of TYPE_SETS) if (combinationProblem(tipos)) throw new Error(`combinación no permitida: ${tipos.join('+')}`);
  const [admin] = await db.query<{ id: number; sede_id: number | null }>('SELECT id, sede_id FROM usuarios WHERE email = $1', [adminEmail]);
  if (!admin?.sede_id) throw new Error(`${adminEmail} sin sede actual`);
  const sedeId = admin.sede_id;
  const { rooms, teachers } = await roomsAndTeachers(db, sedeId, fecha, hours);
  const seats = FIXTURE.classes * FIXTURE.perClass;
  const students = await db.query<{ id: number }>(
    'SELECT id FROM usuarios WHERE es AND NOT pr AND activo AND deleted_at IS NULL ORDER BY id LIMIT $1',
    [seats + FIXTURE.pending],
  );
  if (students.length < seats + FIXTURE.pending) throw new Error(`solo ${students.length} estudiantes activos`);
  const topics = await db.query<{ id: number; tipo_clase: string }>(
    `SELECT id, tipo_clase FROM temas WHERE tipo = 'clase' AND activo AND tipo_clase IS NOT NULL ORDER BY id`,
  );
  const topicOf = (tipo: string, n: number): number | null => {
    const pool = topics.filter((t) => t.tipo_clase === tipo);
    return pool.length > 0 ? pool[n % pool.length].id : null;
  };
  const slots: FixtureSlot[] = [];
  for (const hora of hours) {
    const clases = await rows<{ id: number; tipos: string[] }>(
      db, 'clases',
      rooms.map((salon, i) => {
        const tipos = [...TYPE_SETS[i % TYPE_SETS.length]];
        return {
          fecha, hora, sede_id: sedeId, salon_id: salon, profesor_id: teachers[i], tipos,
          tipo_clase: tipos.some((t) => t.startsWith('regular_')) ? 'regular' : 'otro', created_by: admin.id,
        };
      }),
      'id, tipos',
    );
    const booking = (student: number, tipo: string, claseId: number | null, n: number, estado: string) => ({
      estudiante_id: student, fecha, hora, sede_id: sedeId, clase_id: claseId, tipo_clase: tipo, tema_id: topicOf(tipo, n),
      estado, tipo_solicitud: 'normal', origen: n % 3 === 0 ? 'funcionario' : 'estudiante', created_by: admin.id,
    });
    const placed = clases.flatMap((clase, i) =>
      Array.from({ length: FIXTURE.perClass }, (_, j) => {
        const n = i * FIXTURE.perClass + j;
        // Mostly the class's first type; in a combined class every fifth booking its other one.
        const tipo = j % 5 === 4 ? clase.tipos[clase.tipos.length - 1] : clase.tipos[0];
        return booking(students[n].id, tipo, clase.id, n, j % 4 === 3 ? 'notificado' : 'asignado');
      }),
    );
    await insertRows(db, 'agendamientos', placed);
    // Fresh statistics: the capacity trigger's count then takes the clase_id index, not a scan.
    await db.exec('ANALYZE agendamientos');
    // Pending requests of the types of the first three classes (the board's first row): the drags take them there.
    const pending = await rows<{ id: number; tipo_clase: string }>(
      db, 'agendamientos',
      Array.from({ length: FIXTURE.pending }, (_, k) => booking(students[seats + k].id, clases[k % 3].tipos[0], null, seats + k, 'solicitado')),
      'id, tipo_clase',
    );
    slots.push({ hora, classes: clases, pending });
  }
  await db.exec('ANALYZE clases; ANALYZE salones; ANALYZE usuarios;');
  return { sedeId, fecha, slots };
}
