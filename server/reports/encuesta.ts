// Encuesta de satisfacción (docs/domain/reports.md 'Reports'): the surveys of one tipo whose date falls in the range,
// at the chosen sedes (the survey's sede: its class's or session's), with the booking's class (room,
// teacher, topic) or the tutoring session's; ordered by date, then hour, then survey.
import type { EncuestaBody, SurveyRow } from '../../core/school/reports/contract';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';
import { isoDate, queryAsJson, rowsByWindows, type Statement, studentName } from './batches';
import { type ReportSedes, sedeClause } from './sedes';

function within(params: SqlParams, body: EncuestaBody, from: string, to: string, sedes: ReportSedes): string {
  return `e.fecha BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date AND e.tipo = ${params.add(body.tipo)} AND ${sedeClause('e.sede_id', sedes, params)}`;
}

/** How many surveys each day of the range has (index encuestas_fecha_id_idx; the download's windows). */
export function surveysPerDay(body: EncuestaBody, sedes: ReportSedes): Statement {
  const params = new SqlParams();
  const sql = `SELECT ${isoDate('e.fecha')} AS dia, count(*)::integer AS n FROM encuestas e
     WHERE ${within(params, body, body.fecha_inicio, body.fecha_fin, sedes)} GROUP BY e.fecha ORDER BY e.fecha`;
  return { sql, params: params.values };
}

interface FlatSurvey {
  id: number;
  fecha: string;
  hora: string;
  estudiante: string;
  tipo_documento: string | null;
  numero_documento: string;
  movil: string | null;
  email: string | null;
  sede_estudiante: string | null;
  docente: string;
  salon: string;
  sede_clase: string;
  tema_nombre: string | null;
  calificacion: number;
  comentarios: string | null;
}

/** What a survey was about, by its tipo: a booking (its class gives room and teacher) or a tutoring session. */
const SUBJECT = {
  clase: {
    from: 'LEFT JOIN agendamientos a ON a.id = e.agendamiento_id LEFT JOIN clases c ON c.id = a.clase_id',
    hora: 'a.hora', estudiante: 'a.estudiante_id', profesor: 'c.profesor_id', salon: 'c.salon_id', tema: 'a.tema_id',
  },
  tutoria: {
    from: 'LEFT JOIN tutorias t ON t.id = e.tutoria_id',
    hora: 't.hora', estudiante: 't.estudiante_id', profesor: 't.profesor_id', salon: 't.salon_id', tema: 't.tema_id',
  },
} as const;

/** The surveys of the days from `from` to `to`, with their student, teacher, room, sede and topic. */
function rowsSql(body: EncuestaBody, from: string, to: string, sedes: ReportSedes): Statement {
  const params = new SqlParams();
  const subject = SUBJECT[body.tipo];
  const sql = `SELECT e.id, ${isoDate('e.fecha')} AS fecha, COALESCE(${subject.hora}, '') AS hora,
      ${studentName('u')} AS estudiante, u.tipo_documento, COALESCE(u.numero_documento, '') AS numero_documento, u.movil, u.email,
      su.nombre AS sede_estudiante, ${studentName('p')} AS docente, COALESCE(sa.nombre, '') AS salon, se.nombre AS sede_clase,
      te.nombre AS tema_nombre, e.calificacion, e.comentarios
    FROM encuestas e
      ${subject.from}
      LEFT JOIN usuarios u ON u.id = ${subject.estudiante}
      LEFT JOIN sedes su ON su.id = u.sede_id
      LEFT JOIN usuarios p ON p.id = ${subject.profesor}
      LEFT JOIN salones sa ON sa.id = ${subject.salon}
      JOIN sedes se ON se.id = e.sede_id
      LEFT JOIN temas te ON te.id = ${subject.tema}
    WHERE ${within(params, body, from, to, sedes)}`;
  return { sql, params: params.values };
}

function shape(r: FlatSurvey): SurveyRow {
  return {
    id: r.id,
    fecha: r.fecha,
    hora: r.hora,
    estudiante: {
      nombre: r.estudiante,
      tipo_documento: r.tipo_documento,
      numero_documento: r.numero_documento,
      movil: r.movil,
      email: r.email,
      sede: r.sede_estudiante === null ? null : { nombre: r.sede_estudiante },
    },
    docente: r.docente,
    salon: { nombre: r.salon, sede: { nombre: r.sede_clase } },
    tema_nombre: r.tema_nombre,
    calificacion: r.calificacion,
    comentarios: r.comentarios,
  };
}

export async function surveyRows(db: Database, body: EncuestaBody, from: string, to: string, sedes: ReportSedes): Promise<SurveyRow[]> {
  return (await queryAsJson<FlatSurvey>(db, rowsSql(body, from, to, sedes), 'f.fecha, f.hora, f.id')).map(shape);
}

/** The whole range in one statement (the JSON answer). */
export const surveys = (db: Database, body: EncuestaBody, sedes: ReportSedes): Promise<SurveyRow[]> => surveyRows(db, body, body.fecha_inicio, body.fecha_fin, sedes);

/** The range by windows of days (the download). */
export const surveyBatches = (db: Database, body: EncuestaBody, sedes: ReportSedes): AsyncGenerator<SurveyRow[]> =>
  rowsByWindows(db, surveysPerDay(body, sedes), (from, to) => surveyRows(db, body, from, to, sedes));
