// The progress calls of a student (docs/domain/progress.md 'Progress and grades'): paths, bodies (one zod schema
// each, the server's check and the browser's types) and the answers' shapes (a progress row, the
// summary, the levelling state, a topic for grading).
import { z } from 'zod';
import { idValue } from '../../engine/ids';
import { formatNumber } from '../../engine/numbers';
import { P } from '../../engine/permissions';
import { reasonSchema } from '../scheduler/classBodies';
import { textCharacterProblem } from '../../engine/untrustedText';
import type { CodigoNivelacion } from './progressRules';
import type { RecordObservation } from './records';

export const PROGRESS_PATHS = {
  progreso: 'estudiante/progreso',
  notas: 'estudiante/notas',
  estado: 'progreso/estado',
  nivelesCursados: 'estudiante/niveles_cursados',
  otroNivel: 'estudiante/progreso_otro_nivel',
  observaciones: 'progreso/ver_observaciones',
  observacionesCurso: 'progreso/ver_observaciones_curso',
  definirTema: 'progreso/definir_tema',
  reiniciarNivel: 'progreso/reiniciar_nivel',
  anular: 'progreso/anular',
  firmar: 'progreso/firmar',
  bloquear: 'progreso/bloquear',
  desbloquear: 'progreso/desbloquear',
  editarAsistencia: 'progreso/editar_asistencia',
  editarNota: 'progreso/editar_nota',
  actualizarNotas: 'progreso/actualizar_notas',
  notaNivelacion: 'progreso/nota_nivelacion',
  verificar: 'progreso/verificar',
} as const;

/** Each call's code (the table of docs/domain/progress.md 'Progress and grades'). */
export const PROGRESS_CODES = {
  progreso: P.estudiantes.progreso,
  notas: P.progreso.notas,
  estado: P.estudiantes.progreso,
  nivelesCursados: P.estudiantes.progreso,
  otroNivel: P.estudiantes.progreso,
  observaciones: P.estudiantes.progreso,
  observacionesCurso: P.estudiantes.progreso,
  definirTema: P.progreso.defineTema,
  reiniciarNivel: P.progreso.resetNivel,
  anular: P.progreso.unsign,
  firmar: P.progreso.sign,
  bloquear: P.progreso.unlock,
  desbloquear: P.progreso.unlock,
  editarAsistencia: P.progreso.editAsistencia,
  editarNota: P.progreso.notas,
  actualizarNotas: P.progreso.notas,
  notaNivelacion: P.progreso.notaNivelacion,
  verificar: P.progreso.review,
} as const satisfies Record<keyof typeof PROGRESS_PATHS, string>;

export const PROGRESS_MESSAGES = {
  signed: 'Registro firmado',
  annulled: 'Firma anulada',
  blocked: 'Registro bloqueado',
  unblocked: 'Registro desbloqueado',
  attendance: 'Asistencia registrada',
  grade: 'Nota guardada',
  grades: 'Notas guardadas',
  levelling: 'Nota de nivelación guardada',
  topicDefined: 'Tema definido',
  reset: 'Nivel reiniciado',
  verified: 'Progreso verificado',
  levelClosed: 'El nivel ya avanzó: sus notas y fechas no se pueden modificar.',
  noCourse: 'El estudiante no tiene curso activo',
  notOfCourse: 'El tema no es del curso actual del estudiante',
  topicTaken: 'El estudiante ya vio este tema',
  notAutonomo: 'Solo los temas de trabajo autónomo se califican en el editor',
  missingGrades: 'Todos los temas de trabajo autónomo deben tener nota',
  levellingClosed: 'La nivelación no está abierta para este estudiante',
  /** Levelling waits for the level's rows (issue 43); the counts as staff read them (es-CO). */
  levellingNotYet: (abiertos: number, total: number) =>
    `La nivelación se abre cuando todas las clases del nivel estén cerradas (faltan ${formatNumber(abiertos)} de ${formatNumber(total)})`,
  wrongRecord: 'El registro no es el del curso actual del estudiante',
  levellingRange: 'La nota de nivelación debe estar entre 0 y 5',
  observationRequired: 'La observación es requerida',
  alreadyAttended: 'El registro ya tiene asistencia',
} as const;

const studentBody = z.object({ estudiante_id: idValue() }).strict();
const rowBody = z.object({ progreso_id: idValue() }).strict();

/** A grade as sent: a finite number (the rules say which). */
const grade = z.number({ error: 'La nota debe ser un número' }).finite().max(1000, { error: 'La nota debe ser un número' });

export const progressBodies = {
  progreso: studentBody,
  notas: studentBody,
  estado: studentBody,
  nivelesCursados: studentBody,
  otroNivel: z.object({ estudiante_id: idValue(), curso_id: idValue() }).strict(),
  observaciones: rowBody,
  observacionesCurso: z.object({ estudiante_id: idValue(), curso_id: idValue() }).strict(),
  definirTema: z.object({ estudiante_id: idValue(), tema_id: idValue(), motivo: reasonSchema('definir_tema') }).strict(),
  reiniciarNivel: z.object({ estudiante_id: idValue(), obs_reinicio: reasonSchema('reiniciar_nivel') }).strict(),
  anular: z.object({ progreso_id: idValue(), motivo: reasonSchema('anular_progreso') }).strict(),
  firmar: z.object({ progreso_id: idValue(), motivo: reasonSchema('firmar_progreso') }).strict(),
  bloquear: rowBody,
  desbloquear: rowBody,
  editarAsistencia: z
    .object({
      progreso_id: idValue(),
      observacion: z.string({ error: PROGRESS_MESSAGES.observationRequired }).max(2000).superRefine((text, ctx) => {
        if (text.trim() === '') ctx.addIssue({ code: 'custom', message: PROGRESS_MESSAGES.observationRequired });
        else {
          const characters = textCharacterProblem(text, true);
          if (characters) ctx.addIssue({ code: 'custom', message: characters });
        }
      }),
      asistencia: z.literal(1, { error: 'La asistencia debe ser 1' }),
    })
    .strict(),
  editarNota: z.object({ progreso_id: idValue(), nota: grade }).strict(),
  actualizarNotas: z
    .object({
      estudiante_id: idValue(),
      temas: z.array(z.object({ id: idValue(), nota: grade.nullable() }).strict()).max(500),
    })
    .strict(),
  notaNivelacion: z
    .object({
      estudiante_id: idValue(),
      nota: grade.min(0, { error: PROGRESS_MESSAGES.levellingRange }).max(5, { error: PROGRESS_MESSAGES.levellingRange }),
      registro_id: idValue(),
    })
    .strict(),
  verificar: z.object({ estudiante_id: idValue(), curso_id: idValue() }).strict(),
} as const satisfies Record<keyof typeof PROGRESS_PATHS, z.ZodType>;

export type ProgressBody<K extends keyof typeof PROGRESS_PATHS> = z.input<(typeof progressBodies)[K]>;

/** A person as a row names them. */
export interface PersonName {
  nombre: string;
}

/** A booking of the row's topic. */
export interface ProgressBooking {
  id: number;
  estado: string;
  fecha: string;
  hora: string;
  clase: { id: number; sede: string; salon: string; profesor: string } | null;
}

/** A criterion of the topic's exam and the student's answers with the teacher's comments. */
export interface ExamCriterion {
  nombre: string;
  codigo: string;
  self_assessment: boolean;
}

/** One progress row: one student × one topic. */
export interface ProgressRow {
  id: number;
  version: number;
  estudiante_id: number;
  tema_id: number;
  orden: number;
  estado: string;
  tipo: string;
  /** 1 attended, 0 absent, null not yet. */
  asistencia: 0 | 1 | null;
  nota: number | null;
  rango_nota: number | null;
  peso_nota: number | null;
  tema: { nombre: string };
  curso: { nombre: string };
  /** The class the row was taken in (its attended booking's, else its latest booking's). */
  clase_fecha: string | null;
  clase: { sede: string; salon: string; profesor: string; fecha_bloque: string } | null;
  docente: string | null;
  conformidad_fecha: string | null;
  asistencia_fecha: string | null;
  asistencia_usuario: PersonName | null;
  autorizado_fecha: string | null;
  autorizado_usuario: PersonName | null;
  agendamientos: ProgressBooking[];
  /** Open bookings (solicitado, notificado, asignado) holding the topic: 'Agendado'; over one: 'Inconsistencia'. */
  abiertos: number;
  examen: { id: number; nombre: string } | null;
  estructura: { criterios: ExamCriterion[] } | null;
  notas: { respuestas: Record<string, unknown>; docente_comentarios: string | null } | null;
}

export interface ProgressSummary {
  clases: number;
  inasistencias: number;
  total: number;
}

/** estudiante/progreso's answer: the current course's rows and their summary. */
export interface StudentProgress {
  nombres: string;
  curso_id: number | null;
  curso: string | null;
  registros: ProgressRow[];
  resumen: ProgressSummary;
  /** The day the level advanced (a finished level change): then grades and dates are read-only. */
  avance_nivel: string | null;
  nota_nivelacion: number | null;
  nota_final: number;
  /** The pass mark levelling compares against (config 'nota_aprobacion'). */
  nota_aprobacion: number;
}

/** progreso/estado's answer, the levelling state; dato.id is the registro_id nota_nivelacion takes. */
export interface LevellingState {
  curso_id: number | null;
  codigo: CodigoNivelacion | 'sin_curso';
  dato: { id: number; nota_nivelacion: number | null; nota_final: number } | null;
  rango_nota: number;
  /** The current level's rows still open (not closed: isRowClosed) and all of them; levelling waits for 0. */
  registros_abiertos: number;
  registros_total: number;
}

/** estudiante/notas: the current course's topics for grading. */
export interface GradingTopic {
  id: number;
  nombre: string;
  nota: number | null;
  rango_nota: number | null;
  peso_nota: number | null;
  tipo: string;
}

/** estudiante/niveles_cursados: a course the student has progress in, with its grade and end. */
export interface CourseTaken {
  curso_id: number;
  curso: string;
  nivel: string | null;
  nota: number;
  nota_nivelacion: number | null;
  avance_nivel: string | null;
  actual: boolean;
}

/** estudiante/progreso_otro_nivel's answer. */
export interface OtherLevelProgress {
  curso_id: number;
  registros: ProgressRow[];
  nota: number;
}

export type ProgressObservation = RecordObservation;

/** progreso/verificar's answer: what it found and what it repaired. */
export interface VerificationResult {
  mensaje: string;
  inconsistencias: { progreso_id: number; tema: string; agendamientos: number[] }[];
  reparados: { progreso_id: number; tema: string; agendamiento_id: number; estado: string }[];
}
