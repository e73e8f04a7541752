// The handlers of the student editor's attribute actions (core/school/students/attributeActions.ts),
// plugged into the students' server part. The runner has already loaded and locked the student within
// the caller's sedes, checked the version the page loaded and the field's dual-code rule; each
// handler checks what its values refer to and answers the spec's message.
import { today } from '../../core/engine/clock';
import type { ActionHandler } from '../crud/parts';
import type { Database } from '../db/database';
import { createProgressRows } from '../progress/sync';
import { conflict, validationError } from '../errors/apiError';
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
} from '../../core/school/students/attributeActions';
import { TUTORING_MESSAGES, tutoringToSave } from '../../core/school/students/tutoringEnablement';

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
  // The enrolment's progress rows, one per topic (docs/domain/progress.md 'Progress and grades'); kept when re-activated.
  await createProgressRows(tx, student.id, courseId);
  return rows.length > 0;
}

/** A flag action's handler: the body's value is written as is. */
function flagHandler<K extends 'sabados' | 'versant' | 'requiere_clase_0' | 'enviar_notificaciones'>(key: K) {
  return {
    run: async ({ body }: { body: Record<K, boolean> }) => ({ mensaje: ATTRIBUTE_MESSAGES.guardada, cambios: { [key]: body[key] } }),
  };
}

const sabados: ActionHandler<typeof editarSabados> = flagHandler('sabados');
const versant: ActionHandler<typeof editarVersant> = flagHandler('versant');
const clase0: ActionHandler<typeof editarClase0> = flagHandler('requiere_clase_0');
const notificaciones: ActionHandler<typeof editarNotificaciones> = flagHandler('enviar_notificaciones');

const vigencia: ActionHandler<typeof editarVigencia> = {
  run: async ({ body }) => ({ mensaje: ATTRIBUTE_MESSAGES.vigencia, cambios: { vigencia: body.vigencia } }),
};

const niveles: ActionHandler<typeof actualizarNiveles> = {
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
  async run({ tx, body, record, session, service }) {
    const course = await activeCourse(tx, body.curso_id);
    if (!course) throw validationError({ curso_id: ATTRIBUTE_MESSAGES.noCourse });
    if (!(await enrol(tx, record, course.id, session.userId, today(service.clock)))) throw conflict({ curso_id: ATTRIBUTE_MESSAGES.enrolled }, ATTRIBUTE_MESSAGES.enrolled);
    return { mensaje: ATTRIBUTE_MESSAGES.guardada, touched: true, contenido: { inscripcion: course.id } };
  },
};

const pago: ActionHandler<typeof editarTipoPago> = {
  async run({ tx, body }) {
    const [method] = await tx.query<{ codigo: string }>('SELECT codigo FROM metodos_pago WHERE codigo = $1', [body.tipo_pago]);
    if (!method) throw validationError({ tipo_pago: ATTRIBUTE_MESSAGES.noPayment });
    return { mensaje: ATTRIBUTE_MESSAGES.pago, cambios: { tipo_pago: method.codigo } };
  },
};

/** 'No' clears every value; 'Sí' needs an active tutor (a teacher with tutor = true, as docente/tutores lists them). */
const tutoria: ActionHandler<typeof editarTutoria> = {
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
