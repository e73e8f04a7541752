// The six reports (docs/domain/reports.md 'Reports') as a call contract shared by the server (server/reports/) and
// the pages (src/pages/reports/): paths, codes, bodies and answers.
import { z } from 'zod';
import { addDays } from '../../engine/clock';
import { idValue } from '../../engine/ids';
import { fechaSchema } from '../novedades';
import { P } from '../../engine/permissions';
import type { OccupancyCounts } from './occupancy';

export const REPORT_KEYS = ['ocupacion', 'actividad', 'consumo', 'siet', 'solicitudAvance', 'encuesta'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export interface ReportInfo {
  /** POST /api/<path>; its download is POST /api/<path>/exportar. */
  path: string;
  /** The browser's route (#/reportes/…). */
  route: string;
  code: string;
  title: string;
  /** Base of the downloaded file's name, followed by its dates (server/reports/files.ts). */
  fileName: string;
}

export const REPORTS: Record<ReportKey, ReportInfo> = {
  ocupacion: { path: 'reportes/ocupacion', route: '/reportes/ocupacion', code: P.reportes.ocupacionActividad, title: 'Ocupación Académica', fileName: 'ocupacion-academica' },
  actividad: { path: 'reportes/actividad', route: '/reportes/actividad', code: P.reportes.ocupacionActividad, title: 'Actividad Académica', fileName: 'actividad-academica' },
  // The consumption report takes the groups code (4F40D01B), as the school assigned it.
  consumo: { path: 'reportes/consumo', route: '/reportes/consumo', code: P.grupos.manage, title: 'Consumo', fileName: 'consumo' },
  siet: { path: 'reportes/siet', route: '/reportes/siet', code: P.reportes.siet, title: 'SIET', fileName: 'siet' },
  solicitudAvance: { path: 'reportes/solicitud-avance', route: '/reportes/solicitud-avance', code: P.reportes.solicitudAvance, title: 'Solicitud de avance', fileName: 'solicitud-avance' },
  encuesta: { path: 'reportes/encuesta-satisfaccion', route: '/reportes/encuesta-satisfaccion', code: P.reportes.encuestaSatisfaccion, title: 'Encuesta de satisfacción', fileName: 'encuesta-satisfaccion' },
};

export const exportPathOf = (key: ReportKey): string => `${REPORTS[key].path}/exportar`;

/** Who may pick the sedes of SIET, Solicitud de avance and Encuesta. */
export const CHOOSE_SEDES_CODE = P.reportes.chooseSedes;

/** Inclusive days a report may span: one request never scans years (the spec sets no bound). */
export const MAX_REPORT_DAYS = 366;

export const REPORT_MESSAGES = {
  rangeTooLong: 'El rango no puede superar un año.',
  rangeInverted: 'La fecha final no puede ser anterior a la fecha inicial.',
  sede: 'La sede no está entre sus sedes permitidas',
  tipo: 'El tipo debe ser clase o tutoria',
  formato: 'El formato debe ser csv, xlsx o xls',
} as const;

/** Inclusive number of days from `from` to `to` ('YYYY-MM-DD'). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day of the range, in order. */
export function datesOfRange(from: string, to: string): string[] {
  const count = Math.max(0, daysInRange(from, to));
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

const rangeShape = { fecha_inicio: fechaSchema, fecha_fin: fechaSchema };

function checkRange(body: { fecha_inicio: string; fecha_fin: string }, ctx: z.RefinementCtx): void {
  if (body.fecha_fin < body.fecha_inicio) ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: REPORT_MESSAGES.rangeInverted });
  else if (daysInRange(body.fecha_inicio, body.fecha_fin) > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: REPORT_MESSAGES.rangeTooLong });
}

/**
 * The sedes to report on. Empty or absent: every sede the caller may see (with 2E3F932E) or the
 * caller's own sedes (without it). A named sede outside those is a 400 (server/reports/sedes.ts).
 */
const sedesShape = { sedes: z.array(idValue()).max(200).optional() };

export const REPORT_FORMATS = ['csv', 'xlsx', 'xls'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
const formatShape = { formato: z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.formato }) };

export const rangeBody = z.object(rangeShape).strict().superRefine(checkRange);
export const actividadBody = z.object({ fecha: fechaSchema }).strict();
export const sedesRangeBody = z.object({ ...rangeShape, ...sedesShape }).strict().superRefine(checkRange);
export const encuestaBody = z
  .object({ ...rangeShape, ...sedesShape, tipo: z.enum(['clase', 'tutoria'], { error: REPORT_MESSAGES.tipo }) })
  .strict()
  .superRefine(checkRange);

/** Each report's body, and its download's (the same plus formato). */
export const REPORT_BODIES = {
  ocupacion: rangeBody,
  actividad: actividadBody,
  consumo: rangeBody,
  siet: sedesRangeBody,
  solicitudAvance: sedesRangeBody,
  encuesta: encuestaBody,
} satisfies Record<ReportKey, z.ZodType>;

export const REPORT_EXPORT_BODIES = {
  ocupacion: z.object({ ...rangeShape, ...formatShape }).strict().superRefine(checkRange),
  actividad: z.object({ fecha: fechaSchema, ...formatShape }).strict(),
  consumo: z.object({ ...rangeShape, ...formatShape }).strict().superRefine(checkRange),
  siet: z.object({ ...rangeShape, ...sedesShape, ...formatShape }).strict().superRefine(checkRange),
  solicitudAvance: z.object({ ...rangeShape, ...sedesShape, ...formatShape }).strict().superRefine(checkRange),
  encuesta: z
    .object({ ...rangeShape, ...sedesShape, tipo: z.enum(['clase', 'tutoria'], { error: REPORT_MESSAGES.tipo }), ...formatShape })
    .strict()
    .superRefine(checkRange),
} satisfies Record<ReportKey, z.ZodType>;

export type RangeBody = z.output<typeof rangeBody>;
export type ActividadBody = z.output<typeof actividadBody>;
export type SedesRangeBody = z.output<typeof sedesRangeBody>;
export type EncuestaBody = z.output<typeof encuestaBody>;

// ---- Answers ----

/** reportes/ocupacion: one entry per day of the range that has bookings, its hours in order. */
export interface OccupancyDay {
  fecha: string;
  horas: { hora: string; datos: OccupancyCounts }[];
}

/** reportes/actividad: one row per booking of the date (bloque = the slot's hour 'HH:mm'). */
export interface ActivityRow {
  id: number;
  bloque: string;
  estudiante: string;
  numero_documento: string;
  estado: string;
  sede: string;
}

/** reportes/consumo: y_labels the sedes (in order), x_labels the dates, datos[y][x] the count. */
export interface ConsumptionReport {
  x_labels: string[];
  y_labels: string[];
  datos: number[][];
}

/** The student as the SIET and advance-request rows carry them. */
export interface ReportStudent {
  id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  tipo_documento: string | null;
  numero_documento: string;
  movil: string | null;
  email: string | null;
  estadoCivil: { descripcion: string } | null;
  fecha_nacimiento: string | null;
  lugar_origen: string | null;
  estrato: number | null;
  regimenSalud: { nombre: string } | null;
  nivelEducativo: { descripcion: string } | null;
  ocupacion: { descripcion: string } | null;
  discapacidad: { descripcion: string } | null;
  grupoEtnico: { descripcion: string } | null;
  sede_original: { nombre: string } | null;
  genero: string | null;
  modulos_adquiridos: number | null;
  fecha_matricula: string | null;
  nivel_actual: { descripcion: string } | null;
  curso_actual_id: number | null;
}

export interface ReportCourse {
  nombre: string;
  codigo: string;
}

/** A level change as the SIET and advance-request reports show it. */
export interface LevelChangeRow {
  /** The level change's id (cambios_nivel). */
  id: number;
  estudiante_id: number;
  estudiante: ReportStudent;
  cursoNuevo: ReportCourse | null;
  cursoAnterior: ReportCourse;
  comienza_nivel_en: string | null;
  fecha_avance_nivel: string | null;
  fecha_entrega_libro: string | null;
  fecha_inicio_nivel: string | null;
  fecha_fin_nivel: string | null;
  /** The sede of the level change (where the student advanced). */
  sede: { nombre: string };
  resultado: string | null;
  nota_ife: number | null;
  nota: number | null;
  /** The level the change leads to (its description). */
  nivel: string | null;
  folio: string | null;
  /** Advance requests only: the request's date, and whether an administrator already closed it. */
  fecha_solicitud: string;
  finalizado: boolean;
}

/** reportes/encuesta-satisfaccion: one answered survey (shown in SURVEY_COLUMNS' 13 columns). */
export interface SurveyRow {
  id: number;
  fecha: string;
  hora: string;
  estudiante: {
    nombre: string;
    tipo_documento: string | null;
    numero_documento: string;
    movil: string | null;
    email: string | null;
    sede: { nombre: string } | null;
  };
  docente: string;
  salon: { nombre: string; sede: { nombre: string } };
  tema_nombre: string | null;
  calificacion: number;
  comentarios: string | null;
}
