// The course-wide progress calls' test fixtures (endpoint matrix, audit walk, API document): per
// endpoint, a body it accepts for the current data and one it must refuse with 400.
import { PROGRESS_PATHS } from '../../core/school/students/progress';
import { CLOSED_STATES, levellingCode } from '../../core/school/students/progressRules';
import { courseStanding, passMark } from './rows';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

const REASON = 'Acordado con la coordinación académica tras revisar el progreso.';

/**
 * A student whose current course's level is open (or any, for the reset): the examples'. `closed`:
 * one whose level's rows are all closed besides (levelling opens only then: progressRules.ts).
 */
async function studentExample(db: Database, open = true, closed = false): Promise<{ estudiante_id: number; curso_id: number; enrolment: number } | null> {
  return (await studentExamples(db, open, closed, 1))[0] ?? null;
}

async function studentExamples(db: Database, open: boolean, closed: boolean, limit: number): Promise<{ estudiante_id: number; curso_id: number; enrolment: number }[]> {
  return db.query<{ estudiante_id: number; curso_id: number; enrolment: number }>(
    `SELECT u.id AS estudiante_id, i.curso_id, i.id AS enrolment FROM usuarios u JOIN inscripciones i ON i.estudiante_id = u.id AND i.curso_id = u.curso_actual_id
     WHERE u.deleted_at IS NULL ${open ? 'AND i.avance_nivel IS NULL' : ''} AND EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = u.id AND p.curso_id = i.curso_id)
     ${closed ? 'AND NOT EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = u.id AND p.curso_id = i.curso_id AND NOT (p.estado = ANY($1::text[])))' : ''}
     ORDER BY u.id LIMIT ${limit}`,
    closed ? [[...CLOSED_STATES]] : [],
  );
}

/** A student whose level is closed below the pass mark: the one levelling is open for. */
async function levellingExample(db: Database): Promise<{ estudiante_id: number; curso_id: number; enrolment: number } | null> {
  const mark = await passMark(db);
  for (const student of await studentExamples(db, true, true, 50)) {
    const { notaFinal, abiertos } = await courseStanding(db, student.estudiante_id, student.curso_id);
    if (levellingCode(notaFinal, mark, false, abiertos) === 'nivelar') return student;
  }
  return null;
}

export const PROGRESS_COURSE_EXAMPLES = {
  [PROGRESS_PATHS.definirTema]: {
    malformedExample: { estudiante_id: 1, tema_id: 1, motivo: 'muy corto' },
    example: async (database) => {
      const student = await studentExample(database);
      if (!student) return null;
      const [row] = await database.query<{ tema_id: number }>(
        "SELECT p.tema_id FROM progreso p JOIN temas t ON t.id = p.tema_id WHERE p.estudiante_id = $1 AND p.curso_id = $2 AND p.estado = 'pendiente' AND t.activo AND t.programable ORDER BY t.orden DESC LIMIT 1",
        [student.estudiante_id, student.curso_id],
      );
      return row ? { estudiante_id: student.estudiante_id, tema_id: row.tema_id, motivo: REASON } : null;
    },
  },
  [PROGRESS_PATHS.reiniciarNivel]: {
    malformedExample: { estudiante_id: 1, obs_reinicio: '' },
    example: async (database) => {
      const student = await studentExample(database, false);
      return student && { estudiante_id: student.estudiante_id, obs_reinicio: REASON };
    },
  },
  [PROGRESS_PATHS.actualizarNotas]: {
    malformedExample: { estudiante_id: 1, temas: [{ id: 1, nota: 'cuatro' }] },
    example: async (database) => {
      const student = await studentExample(database);
      if (!student) return null;
      const topics = await database.query<{ id: number; rango: number }>(
        "SELECT tema_id AS id, rango_nota::float8 AS rango FROM progreso WHERE estudiante_id = $1 AND curso_id = $2 AND tipo = 'autonomo' AND rango_nota IS NOT NULL",
        [student.estudiante_id, student.curso_id],
      );
      return topics.length ? { estudiante_id: student.estudiante_id, temas: topics.map((t) => ({ id: t.id, nota: t.rango })) } : null;
    },
  },
  [PROGRESS_PATHS.notaNivelacion]: {
    malformedExample: { estudiante_id: 1, nota: 7, registro_id: 1 },
    example: async (database) => {
      const student = await levellingExample(database);
      return student && { estudiante_id: student.estudiante_id, nota: 3.5, registro_id: student.enrolment };
    },
  },
  [PROGRESS_PATHS.verificar]: {
    malformedExample: { estudiante_id: 1, curso_id: 'A1' },
    example: async (database) => {
      const student = await studentExample(database);
      return student && { estudiante_id: student.estudiante_id, curso_id: student.curso_id };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
