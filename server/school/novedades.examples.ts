// The teachers' novedades' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the current data and one it must refuse with 400.
import { addDays } from '../../core/engine/clock';
import { hoursOfDate, NOVEDAD_REASONS } from '../../core/school/novedades';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';
import { takenHours } from './novedadHours';

/** Example: the first teacher who is no tutor, a far Monday whose first slot is still free. */
async function exampleCreate(db: Database): Promise<unknown> {
  const [teacher] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT tutor AND deleted_at IS NULL ORDER BY id LIMIT 1');
  if (!teacher) return null;
  let fecha = '2099-01-05'; // a Monday
  const hora = hoursOfDate(fecha)[0];
  while ((await takenHours(db, teacher.id, fecha, [hora])).length > 0) fecha = addDays(fecha, 7);
  return { docente_id: teacher.id, fecha, horas: [hora], motivo: `${NOVEDAD_REASONS[4].nombre} / Vacaciones colectivas de ejemplo del docente` };
}

export const NOVEDAD_EXAMPLES = {
  'novedad_docente/crear': {
    malformedExample: { docente_id: 1, fecha: '2099-01-05', horas: [], motivo: 'Otro / corto' },
    example: exampleCreate,
  },
  'novedad_docente/ver': {
    malformedExample: { docente_id: 'abc' },
    example: async (db) => {
      const [teacher] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND deleted_at IS NULL ORDER BY id LIMIT 1');
      return teacher ? { docente_id: teacher.id } : null;
    },
  },
  'novedad_docente/eliminar': {
    malformedExample: { novedad_id: 1, motivo: 'no' },
    example: async (db) => {
      const [novedad] = await db.query<{ id: number }>('SELECT id FROM novedades_docente ORDER BY id DESC LIMIT 1');
      return novedad ? { novedad_id: novedad.id, motivo: 'Registrada por error' } : null;
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
