// The class calls' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body
// it must refuse with 400 and one it accepts — a slot far ahead where a room of the administrator's
// sede and a teacher share a type and the teacher is available, so clase/crear succeeds on the demo data.
import { parseSlotKey, type SchoolDay, slotsOfDate } from '../../core/school/calendar';
import { addDays } from '../../core/engine/clock';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';
import { availableRooms, availableTeachers } from './slotChecks';

/** The demo administrator's current sede, where the examples' scheduler calls act. */
export const ADMIN_SEDE = '(SELECT sede_id FROM usuarios WHERE ad AND grupo_id IS NOT NULL ORDER BY id LIMIT 1)';

/** A Monday far ahead: no closure, novedad or class is ever there. */
const FAR_MONDAY = '2099-01-05';
const MOTIVO = 'Clase de ejemplo abierta para atender la demanda de la franja en la sede';

interface Candidate {
  salon_id: number;
  profesor_id: number;
  tipo: string;
  clave: string;
}

async function candidates(db: Database): Promise<Candidate[]> {
  return db.query<Candidate>(
    `SELECT s.id AS salon_id, u.id AS profesor_id, t.tipo, k.clave
     FROM salones s CROSS JOIN LATERAL unnest(s.tipos_permitidos) AS t(tipo)
     JOIN usuarios u ON t.tipo = ANY(u.tipos_permitidos) CROSS JOIN LATERAL unnest(u.disponibilidad) AS k(clave)
     WHERE s.activo AND t.tipo <> 'tutoria' AND u.pr AND u.activo AND NOT u.tutor AND u.deleted_at IS NULL
       AND s.sede_id = ${ADMIN_SEDE}
       AND NOT EXISTS (SELECT 1 FROM clases c WHERE (c.salon_id = s.id OR c.profesor_id = u.id) AND c.fecha >= $1::date)
       -- Another room of the sede for the type: the room change's example has somewhere to go.
       AND EXISTS (SELECT 1 FROM salones s2 WHERE s2.sede_id = s.sede_id AND s2.id <> s.id AND s2.activo AND t.tipo = ANY(s2.tipos_permitidos))
     ORDER BY s.id, u.id, k.clave LIMIT 200`,
    [FAR_MONDAY],
  );
}

/** The date of the key's weekday in the far week, and its hour. */
function slotOf(clave: string): { fecha: string; hora: string } | null {
  const key = parseSlotKey(clave);
  if (!key || key.kind !== 'weekday') return null;
  const fecha = addDays(FAR_MONDAY, (key.day as SchoolDay) - 1);
  return slotsOfDate(fecha).includes(key.time) ? { fecha, hora: key.time } : null;
}

export async function createExample(db: Database) {
  // The first candidate whose availability key is a slot of the template.
  for (const found of await candidates(db)) {
    const slot = slotOf(found.clave);
    if (slot) return { ...slot, tipos: [found.tipo], profesor_id: found.profesor_id, salon_id: found.salon_id, motivo: MOTIVO };
  }
  return null;
}

async function offerExample(db: Database) {
  const body = await createExample(db);
  return body ? { fecha: body.fecha, hora: body.hora, tipos: body.tipos } : { fecha: FAR_MONDAY, hora: '07:30', tipos: ['regular_1'] };
}

export async function slotExample(db: Database) {
  const body = await offerExample(db);
  return { fecha: body.fecha, hora: body.hora };
}

/** The newest class: deleted with a reason, or given another valid teacher or room of its slot. */
function classExample(kind: 'eliminar' | 'docente' | 'salon' | 'historial') {
  return async (db: Database) => {
    const [row] = await db.query<{ id: number; profesor_id: number; salon_id: number; fecha: string; hora: string; sede_id: number; tipos: string[] }>(
      `SELECT id, profesor_id, salon_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, tipos FROM clases ORDER BY id DESC LIMIT 1`,
    );
    if (!row) return null;
    if (kind === 'historial') return { id: row.id };
    if (kind === 'eliminar') return { id: row.id, motivo: 'Se elimina la clase de ejemplo porque el salón quedó en mantenimiento' };
    const slot = { fecha: row.fecha, hora: row.hora, sedeId: row.sede_id, tipos: row.tipos, claseId: row.id };
    if (kind === 'docente') {
      const other = (await availableTeachers(db, slot)).find((t) => t.id !== row.profesor_id);
      return { id: row.id, profesor_id: other?.id ?? row.profesor_id };
    }
    const other = (await availableRooms(db, slot)).find((r) => r.id !== row.salon_id);
    return { id: row.id, salon_id: other?.id ?? row.salon_id };
  };
}

export const CLASS_EXAMPLES = {
  'clases/por_hora': {
    malformedExample: { fecha: '2026-02-30', hora: '7:30' },
    example: slotExample,
  },
  'clase/docentes_disponibles': {
    malformedExample: { fecha: '2026-01-01', hora: '09:00', tipos: [] },
    example: offerExample,
  },
  'clase/salones_disponibles': {
    malformedExample: { fecha: '2026-01-01', hora: '09:00', tipos: 'regular_1' },
    example: offerExample,
  },
  'clase/crear': {
    malformedExample: { fecha: '2026-01-01', hora: '09:00', tipos: ['regular_1'], profesor_id: 1, salon_id: 1, motivo: 'corto' },
    example: createExample,
  },
  'clase/cambiar_docente': {
    malformedExample: { id: 1, profesor_id: 'otro' },
    example: classExample('docente'),
  },
  'clase/cambiar_salon': {
    malformedExample: { id: 'uno', salon_id: 1 },
    example: classExample('salon'),
  },
  'clase/historial': {
    malformedExample: { id: 'x' },
    example: classExample('historial'),
  },
  'clase/eliminar': {
    malformedExample: { id: 1, motivo: 'muy corto' },
    example: classExample('eliminar'),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
