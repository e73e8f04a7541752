// The student editor's attribute actions' test fixtures (endpoint matrix, audit walk, API document):
// per action, by its name in ATTRIBUTE_HANDLERS, a body it accepts for the current data (a change
// on the last student created) and one it must refuse with 400.
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

/** An ordinary live student, as the examples pick them (the last one created). */
const STUDENT = 'u.es AND NOT u.pr AND NOT u.ad AND NOT u.fu AND u.deleted_at IS NULL';

async function first<T>(db: Database, sql: string): Promise<T | null> {
  const [row] = await db.query<T>(sql);
  return row ?? null;
}

/** A flag action's fixtures: the student's flag switched over. */
function flagExamples(key: 'sabados' | 'versant' | 'requiere_clase_0' | 'enviar_notificaciones') {
  return {
    malformedExample: { id: 1, [key]: 'quizás' },
    example: async (db: Database) => {
      const row = await first<{ id: number; v: boolean }>(db, `SELECT u.id, u.${key} AS v FROM usuarios u WHERE ${STUDENT} ORDER BY u.id DESC LIMIT 1`);
      return row && { id: row.id, [key]: !row.v };
    },
  };
}

export const ATTRIBUTE_EXAMPLES = {
  editarSabados: flagExamples('sabados'),
  editarVersant: flagExamples('versant'),
  editarClase0: flagExamples('requiere_clase_0'),
  editarNotificaciones: flagExamples('enviar_notificaciones'),
  editarVigencia: {
    malformedExample: { id: 1, vigencia: '31/12/2030' },
    example: async (db) => first(db, `SELECT u.id, (COALESCE(u.vigencia, DATE '2030-01-01') + 1)::text AS vigencia FROM usuarios u WHERE ${STUDENT} ORDER BY u.id DESC LIMIT 1`),
  },
  actualizarNiveles: {
    malformedExample: { id: 1, niveles: [1], observaciones: 'corta' },
    example: async (db) => {
      const row = await first<{ id: number; niveles: number[]; nivel: number }>(
        db,
        `SELECT u.id, u.niveles, (SELECT min(id) FROM niveles) AS nivel FROM usuarios u WHERE ${STUDENT} ORDER BY u.id DESC LIMIT 1`,
      );
      if (!row) return null;
      // Adds the first level, or takes it away when the student already has it: always a change.
      const has = row.niveles.includes(row.nivel);
      return { id: row.id, niveles: has ? row.niveles.filter((n) => n !== row.nivel) : [...row.niveles, row.nivel], observaciones: 'Ejemplo de actualización de niveles' };
    },
  },
  activarNivel: {
    malformedExample: { id: 1, nivel_id: 'A1' },
    example: async (db) =>
      first(
        db,
        `SELECT u.id, n.id AS nivel_id FROM usuarios u JOIN niveles n ON n.id IS DISTINCT FROM u.nivel_id AND (cardinality(u.niveles) = 0 OR n.id = ANY(u.niveles))
         WHERE ${STUDENT} ORDER BY u.id DESC, n.id LIMIT 1`,
      ),
  },
  activarCurso: {
    malformedExample: { id: 1, curso_id: 'Básico' },
    example: async (db) =>
      first(
        db,
        `SELECT u.id, c.id AS curso_id FROM usuarios u JOIN cursos c ON c.activo AND c.id IS DISTINCT FROM u.curso_actual_id AND (u.nivel_id IS NULL OR c.nivel_id = u.nivel_id)
         WHERE ${STUDENT} ORDER BY u.id DESC, c.id LIMIT 1`,
      ),
  },
  inscribirCurso: {
    malformedExample: { id: 1, curso_id: null },
    example: async (db) =>
      first(
        db,
        `SELECT u.id, c.id AS curso_id FROM usuarios u JOIN cursos c ON c.activo AND NOT EXISTS (SELECT 1 FROM inscripciones i WHERE i.estudiante_id = u.id AND i.curso_id = c.id)
         WHERE ${STUDENT} ORDER BY u.id DESC, c.id LIMIT 1`,
      ),
  },
  editarTipoPago: {
    malformedExample: { id: 1, tipo_pago: '' },
    example: async (db) =>
      first(db, `SELECT u.id, m.codigo AS tipo_pago FROM usuarios u JOIN metodos_pago m ON m.codigo IS DISTINCT FROM u.tipo_pago WHERE ${STUDENT} ORDER BY u.id DESC, m.codigo LIMIT 1`),
  },
  editarTutoria: {
    malformedExample: { id: 1, habilitar_tutoria: true, tutorias: 0 },
    example: async (db) => {
      const row = await first<{ id: number; on: boolean; tutor: number | null }>(
        db,
        `SELECT u.id, u.habilitar_tutoria AS on, (SELECT t.id FROM usuarios t WHERE t.pr AND t.tutor AND t.activo AND t.deleted_at IS NULL ORDER BY t.id LIMIT 1) AS tutor
         FROM usuarios u WHERE ${STUDENT} ORDER BY u.id DESC LIMIT 1`,
      );
      if (!row) return null;
      if (row.on || row.tutor === null) return { id: row.id, habilitar_tutoria: false };
      return { id: row.id, habilitar_tutoria: true, tutorias: 2, fecha_tutoria_inicio: '2030-01-01', fecha_tutoria_fin: '2030-01-06', tutor_id: row.tutor };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
