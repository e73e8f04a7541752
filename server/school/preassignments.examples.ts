// The pre-assignment endpoints' test fixtures (endpoint matrix, audit walk, API document): per
// endpoint, a body it must refuse with 400 and one it accepts for the data as it is — a real free
// slot when the data has one, else a body that is still accepted (clearing a slot, listing the
// current pre-assignments).
import type { Database } from '../db/database';
import { firstValue } from '../crud/examples';
import type { EndpointExample } from '../http/endpoint.examples';
import { candidateKeys, roomOffered, splitKey } from './preassignmentCandidates';
import type { RoomRow } from './preassignmentRepository';
import type { TeacherRow } from './teachers';

const someTeacherId = async (db: Database): Promise<number> =>
  (await firstValue(db, 'SELECT id AS v FROM usuarios WHERE pr AND activo AND deleted_at IS NULL ORDER BY id LIMIT 1')) ?? 1;

export const someRoomId = async (db: Database): Promise<number> => (await firstValue(db, 'SELECT id AS v FROM salones ORDER BY id LIMIT 1')) ?? 1;

interface FreeSlot {
  teacher: TeacherRow;
  room: RoomRow;
  key: string;
}

/** The first free slot an available teacher could take in an active room sharing a type, or null. */
async function freeSlot(db: Database): Promise<FreeSlot | null> {
  const teachers = await db.query<TeacherRow>(
    `SELECT id, primer_nombre, primer_apellido, tutor, tipos_permitidos, disponibilidad FROM usuarios
     WHERE pr AND activo AND deleted_at IS NULL AND cardinality(disponibilidad) > 0 ORDER BY id LIMIT 50`,
  );
  if (teachers.length === 0) return null;
  const rooms = await db.query<RoomRow>('SELECT id, nombre, activo, tipos_permitidos FROM salones WHERE activo ORDER BY id');
  const taken = await db.query<{ salon_id: number; docente_id: number; key: string }>(
    `SELECT salon_id, docente_id, dia || 'T' || hora AS key FROM preasignaciones`,
  );
  for (const teacher of teachers) {
    const teacherTaken = new Set(taken.filter((t) => t.docente_id === teacher.id).map((t) => t.key));
    for (const room of rooms.filter((r) => roomOffered(teacher, r))) {
      const roomTaken = new Set(taken.filter((t) => t.salon_id === room.id).map((t) => t.key));
      const [key] = candidateKeys(teacher, room, roomTaken, teacherTaken);
      if (key) return { teacher, room, key };
    }
  }
  return null;
}

async function calculateExample(db: Database): Promise<unknown> {
  const [pair] = await db.query<{ docente_id: number; salon_id: number }>(
    `SELECT u.id AS docente_id, s.id AS salon_id FROM usuarios u JOIN salones s ON s.activo AND s.tipos_permitidos && u.tipos_permitidos
     WHERE u.pr AND u.activo AND u.deleted_at IS NULL ORDER BY u.id, s.id LIMIT 1`,
  );
  return pair ?? { docente_id: await someTeacherId(db), salon_id: 'delete' };
}

async function saveExample(db: Database): Promise<unknown> {
  const free = await freeSlot(db);
  if (!free) return { docente_id: await someTeacherId(db), preasignaciones: [{ dia: 6, hora: '08:00', salon_id: null }] };
  const tipo = free.room.tipos_permitidos.find((t) => free.teacher.tipos_permitidos.includes(t));
  return {
    docente_id: free.teacher.id,
    preasignaciones: [{ ...splitKey(free.key), salon_id: free.room.id, tipos: { tipos: [tipo], modo: 'or' } }],
  };
}

const teacherExample = async (db: Database): Promise<unknown> => ({ docente_id: await someTeacherId(db) });
const roomExample = async (db: Database): Promise<unknown> => ({ salon_id: await someRoomId(db) });

export const PREASSIGNMENT_EXAMPLES = {
  'preasignaciones/xdocente': {
    malformedExample: { docente_id: 'abc' },
    example: teacherExample,
  },
  'preasignaciones/xsalon': {
    malformedExample: { salon_id: 0 },
    example: roomExample,
  },
  'preasignaciones/xsede': {
    malformedExample: { sede_id: 'todas' },
    example: async (db) => ({ sede_id: (await firstValue(db, 'SELECT id AS v FROM sedes ORDER BY id LIMIT 1')) ?? 1 }),
  },
  'preasignacion/calcular': {
    malformedExample: { docente_id: 1, salon_id: 'todos' },
    example: calculateExample,
  },
  'preasignacion/guardar': {
    malformedExample: { docente_id: 1, preasignaciones: [] },
    example: saveExample,
  },
  'preasignaciones/borrar': {
    malformedExample: { dia: 7 },
    example: async () => ({ dia: 6 }),
  },
  'docente/resumen': {
    malformedExample: { docente_id: 1 },
    example: async () => ({}),
  },
  'salon/resumen': {
    malformedExample: { sede_id: 1 },
    example: async () => ({}),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
