// The progress row actions' test fixtures (endpoint matrix, audit walk, API document): per endpoint,
// a body it accepts for the current data and one it must refuse with 400.
import { PROGRESS_PATHS } from '../../core/school/students/progress';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

/** A row of an open level in one of `states`, of a type (not) autonomo: the examples' picks. */
function rowExample(states: string[], extra = '', body: (id: number) => Record<string, unknown> = (id) => ({ progreso_id: id })) {
  return async (db: Database) => {
    const [row] = await db.query<{ id: number }>(
      `SELECT p.id FROM progreso p JOIN inscripciones i ON i.estudiante_id = p.estudiante_id AND i.curso_id = p.curso_id
       JOIN usuarios u ON u.id = p.estudiante_id AND u.deleted_at IS NULL
       WHERE i.avance_nivel IS NULL AND p.estado = ANY($1::text[]) ${extra} ORDER BY p.id LIMIT 1`,
      [states],
    );
    return row ? body(row.id) : null;
  };
}

const REASON = 'Revisado con la coordinación académica y el docente del curso.';

export const PROGRESS_ACTION_EXAMPLES = {
  [PROGRESS_PATHS.firmar]: {
    malformedExample: { progreso_id: 1, motivo: 'corto' },
    example: rowExample(['pendiente', 'bloqueado'], '', (id) => ({ progreso_id: id, motivo: REASON })),
  },
  [PROGRESS_PATHS.anular]: {
    malformedExample: { progreso_id: 1, motivo: 'corto' },
    example: rowExample(['superado'], "AND p.tipo <> 'autonomo'", (id) => ({ progreso_id: id, motivo: REASON })),
  },
  [PROGRESS_PATHS.bloquear]: {
    malformedExample: { progreso_id: true },
    example: rowExample(['pendiente']),
  },
  [PROGRESS_PATHS.desbloquear]: {
    malformedExample: { progreso_id: true },
    example: rowExample(['bloqueado']),
  },
  [PROGRESS_PATHS.editarAsistencia]: {
    malformedExample: { progreso_id: 1, observacion: '  ', asistencia: 1 },
    example: rowExample(['pendiente', 'ausencia'], '', (id) => ({ progreso_id: id, observacion: 'Asistió; el docente no firmó la clase.', asistencia: 1 })),
  },
  [PROGRESS_PATHS.editarNota]: {
    malformedExample: { progreso_id: 1, nota: '4,5' },
    example: rowExample(['pendiente', 'superado'], "AND p.tipo = 'autonomo' AND p.rango_nota IS NOT NULL AND p.nota IS DISTINCT FROM 0.01", (id) => ({ progreso_id: id, nota: 0.01 })),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
