// The handlers of the student editor's attribute actions (core/students/attributeActions.ts),
// plugged into the students' server part. The runner has already loaded and locked the student within
// the caller's sedes, checked the version the page loaded and the field's dual-code rule; each
// handler checks what its values refer to and answers the spec's message.
import { today } from '../../core/clock';
import type { ActionHandler } from '../crud/parts';
import type { Database } from '../db/database';
import { createProgressRows } from '../progress/sync';
import { conflict, validationError } from '../http/errors';
import {
  activarCurso,
  activarNivel,
  actualizarNiveles,
  editarClase0,
  editarNotificaciones,
  editarSabados,
  editarTipoPago,
  editarTutoria,
  editarVersant,
  editarVigencia,
  inscribirCurso,
} from '../../core/students/attributeActions';
import { TUTORING_MESSAGES, tutoringToSave } from '../../core/students/tutoringEnablement';

export const ATTRIBUTE_MESSAGES = {
  vigencia: 'Vigencia Guardada',
  niveles: 'Cursos actualizados',
  nivel: 'Nivel Activo',
  curso: 'Curso Activo',
  pago: 'Método de pago guardado.',
  guardada: 'Información Guardada',
  noLevel: 'El nivel no existe',
  levelNotAvailable: 'El nivel no está entre los niveles disponibles del estudiante',
  noCourse: 'El curso no existe o no está activo',
  courseOfOtherLevel: 'El curso no pertenece al nivel activo del estudiante',
  enrolled: 'El estudiante ya está inscrito en este curso',
  noPayment: 'El método de pago no existe',
} as const;

/** An ordinary live student, as the examples pick them (the last one created). */
const STUDENT = 'u.es AND NOT u.pr AND NOT u.ad AND NOT u.fu AND u.deleted_at IS NULL';

async function first<T>(db: Database, sql: string): Promise<T | null> {
  const [row] = await db.query<T>(sql);
  return row ?? null;
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

async function activeCourse(tx: Database, id: number): Promise<{ id: number; nivel_id: number } | null> {
  const [course] = await tx.query<{ id: number; nivel_id: number }>('SELECT id, nivel_id FROM cursos WHERE id = $1 AND activo', [id]);
  return course ?? null;
}

/** Enrols the student in a course once (inscripciones is unique per student and course); true when new. */
async function enrol(tx: Database, student: Record<string, unknown> & { id: number }, courseId: number, userId: number, date: string): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id, created_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (estudiante_id, curso_id) DO NOTHING RETURNING id`,
    [student.id, courseId, date, typeof student.sede_id === 'number' ? student.sede_id : null, userId],
  );
  // The enrolment's progress rows, one per topic (README 'Progress and grades'); kept when re-activated.
  await createProgressRows(tx, student.id, courseId);
  return rows.length > 0;
}

/** A flag action's handler: the body's value is written as is. */
function flagHandler<K extends 'sabados' | 'versant' | 'requiere_clase_0' | 'enviar_notificaciones'>(key: K) {
  return {
    malformedExample: { id: 1, [key]: 'quizás' },
    example: async (db: Database) => {
      const row = await first<{ id: number; v: boolean }>(db, `SELECT u.id, u.${key} AS v FROM usuarios u WHERE ${STUDENT} ORDER BY u.id DESC LIMIT 1`);
      return row && { id: row.id, [key]: !row.v };
    },
    run: async ({ body }: { body: Record<K, boolean> }) => ({ mensaje: ATTRIBUTE_MESSAGES.guardada, cambios: { [key]: body[key] } }),
  };
}

const sabados: ActionHandler<typeof editarSabados> = flagHandler('sabados');
const versant: ActionHandler<typeof editarVersant> = flagHandler('versant');
const clase0: ActionHandler<typeof editarClase0> = flagHandler('requiere_clase_0');
const notificaciones: ActionHandler<typeof editarNotificaciones> = flagHandler('enviar_notificaciones');

const vigencia: ActionHandler<typeof editarVigencia> = {
  malformedExample: { id: 1, vigencia: '31/12/2030' },
  example: async (db) => first(db, `SELECT u.id, (COALESCE(u.vigencia, DATE '2030-01-01') + 1)::text AS vigencia FROM usuarios u WHERE ${STUDENT} ORDER BY u.id DESC LIMIT 1`),
  run: async ({ body }) => ({ mensaje: ATTRIBUTE_MESSAGES.vigencia, cambios: { vigencia: body.vigencia } }),
};

const niveles: ActionHandler<typeof actualizarNiveles> = {
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
  async run({ tx, body }) {
    const wanted = [...body.niveles].sort((a, b) => a - b);
    const found = await tx.query<{ id: number }>('SELECT id FROM niveles WHERE id = ANY($1::int[])', [wanted]);
    if (found.length !== wanted.length) throw validationError({ niveles: ATTRIBUTE_MESSAGES.noLevel });
    return { mensaje: ATTRIBUTE_MESSAGES.niveles, cambios: { niveles: wanted }, contenido: { observaciones: body.observaciones } };
  },
};

/**
 * A level among the student's available ones (any level while none is listed). A current course of
 * another level no longer fits: it is cleared, and the course section then offers the new level's.
 */
const nivel: ActionHandler<typeof activarNivel> = {
  malformedExample: { id: 1, nivel_id: 'A1' },
  example: async (db) =>
    first(
      db,
      `SELECT u.id, n.id AS nivel_id FROM usuarios u JOIN niveles n ON n.id IS DISTINCT FROM u.nivel_id AND (cardinality(u.niveles) = 0 OR n.id = ANY(u.niveles))
       WHERE ${STUDENT} ORDER BY u.id DESC, n.id LIMIT 1`,
    ),
  async run({ tx, body, record }) {
    const [level] = await tx.query<{ id: number }>('SELECT id FROM niveles WHERE id = $1', [body.nivel_id]);
    if (!level) throw validationError({ nivel_id: ATTRIBUTE_MESSAGES.noLevel });
    const available = numbers(record.niveles);
    if (available.length > 0 && !available.includes(body.nivel_id)) throw validationError({ nivel_id: ATTRIBUTE_MESSAGES.levelNotAvailable });
    const courseId = typeof record.curso_actual_id === 'number' ? record.curso_actual_id : null;
    const [course] = courseId === null ? [] : await tx.query<{ nivel_id: number }>('SELECT nivel_id FROM cursos WHERE id = $1', [courseId]);
    const keepsCourse = course?.nivel_id === body.nivel_id;
    return { mensaje: ATTRIBUTE_MESSAGES.nivel, cambios: { nivel_id: body.nivel_id, ...(keepsCourse ? {} : { curso_actual_id: null }) } };
  },
};

/** A course of the student's current level (any while they have none): the level follows it, and it is enrolled once. */
const curso: ActionHandler<typeof activarCurso> = {
  malformedExample: { id: 1, curso_id: 'Básico' },
  example: async (db) =>
    first(
      db,
      `SELECT u.id, c.id AS curso_id FROM usuarios u JOIN cursos c ON c.activo AND c.id IS DISTINCT FROM u.curso_actual_id AND (u.nivel_id IS NULL OR c.nivel_id = u.nivel_id)
       WHERE ${STUDENT} ORDER BY u.id DESC, c.id LIMIT 1`,
    ),
  async run({ tx, body, record, session, service }) {
    const course = await activeCourse(tx, body.curso_id);
    if (!course) throw validationError({ curso_id: ATTRIBUTE_MESSAGES.noCourse });
    if (typeof record.nivel_id === 'number' && course.nivel_id !== record.nivel_id) throw validationError({ curso_id: ATTRIBUTE_MESSAGES.courseOfOtherLevel });
    const enrolled = await enrol(tx, record, course.id, session.userId, today(service.clock));
    return {
      mensaje: ATTRIBUTE_MESSAGES.curso,
      cambios: { curso_actual_id: course.id, nivel_id: course.nivel_id },
      touched: enrolled,
      ...(enrolled ? { contenido: { inscripcion: course.id } } : {}),
    };
  },
};

const inscripcion: ActionHandler<typeof inscribirCurso> = {
  malformedExample: { id: 1, curso_id: null },
  example: async (db) =>
    first(
      db,
      `SELECT u.id, c.id AS curso_id FROM usuarios u JOIN cursos c ON c.activo AND NOT EXISTS (SELECT 1 FROM inscripciones i WHERE i.estudiante_id = u.id AND i.curso_id = c.id)
       WHERE ${STUDENT} ORDER BY u.id DESC, c.id LIMIT 1`,
    ),
  async run({ tx, body, record, session, service }) {
    const course = await activeCourse(tx, body.curso_id);
    if (!course) throw validationError({ curso_id: ATTRIBUTE_MESSAGES.noCourse });
    if (!(await enrol(tx, record, course.id, session.userId, today(service.clock)))) throw conflict({ curso_id: ATTRIBUTE_MESSAGES.enrolled }, ATTRIBUTE_MESSAGES.enrolled);
    return { mensaje: ATTRIBUTE_MESSAGES.guardada, touched: true, contenido: { inscripcion: course.id } };
  },
};

const pago: ActionHandler<typeof editarTipoPago> = {
  malformedExample: { id: 1, tipo_pago: '' },
  example: async (db) =>
    first(db, `SELECT u.id, m.codigo AS tipo_pago FROM usuarios u JOIN metodos_pago m ON m.codigo IS DISTINCT FROM u.tipo_pago WHERE ${STUDENT} ORDER BY u.id DESC, m.codigo LIMIT 1`),
  async run({ tx, body }) {
    const [method] = await tx.query<{ codigo: string }>('SELECT codigo FROM metodos_pago WHERE codigo = $1', [body.tipo_pago]);
    if (!method) throw validationError({ tipo_pago: ATTRIBUTE_MESSAGES.noPayment });
    return { mensaje: ATTRIBUTE_MESSAGES.pago, cambios: { tipo_pago: method.codigo } };
  },
};

/** 'No' clears every value; 'Sí' needs an active tutor (a teacher with tutor = true, as docente/tutores lists them). */
const tutoria: ActionHandler<typeof editarTutoria> = {
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
  async run({ tx, body }) {
    const values = tutoringToSave({
      habilitar_tutoria: body.habilitar_tutoria,
      tutorias: body.tutorias ?? null,
      fecha_tutoria_inicio: body.fecha_tutoria_inicio ?? null,
      fecha_tutoria_fin: body.fecha_tutoria_fin ?? null,
      tutor_id: body.tutor_id ?? null,
    });
    if (values.habilitar_tutoria) {
      const [tutor] = await tx.query('SELECT id FROM usuarios WHERE id = $1 AND pr AND tutor AND activo AND deleted_at IS NULL', [values.tutor_id]);
      if (!tutor) throw validationError({ tutor_id: TUTORING_MESSAGES.notTutor });
    }
    return { mensaje: ATTRIBUTE_MESSAGES.guardada, cambios: { ...values } };
  },
};

export const ATTRIBUTE_HANDLERS = {
  editarVigencia: vigencia,
  actualizarNiveles: niveles,
  activarNivel: nivel,
  activarCurso: curso,
  inscribirCurso: inscripcion,
  editarTipoPago: pago,
  editarSabados: sabados,
  editarVersant: versant,
  editarClase0: clase0,
  editarNotificaciones: notificaciones,
  editarTutoria: tutoria,
};
