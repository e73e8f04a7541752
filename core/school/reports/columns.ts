// The columns of each report, in order: the page's table and the downloaded file read the same
// list, so the screen and the spreadsheet never disagree (docs/domain/reports.md 'Reports').
import type { ActivityRow, LevelChangeRow, SurveyRow } from './contract';
import { formatDay, formatHour } from '../../engine/clock';
import { fullName } from './format';
import { OCCUPANCY_COLUMNS, type OccupancyCounts } from './occupancy';
import { bookingStateLabel, SIET_LANGUAGES } from '../labels';

export type ReportCell = string | number | boolean | null;

/** Same shape as core/engine/export/cells.ts ExportColumn: a header and how a row fills it. */
export interface ReportColumn<Row> {
  header: string;
  value: (row: Row) => ReportCell;
}

const col = <Row>(header: string, value: (row: Row) => ReportCell): ReportColumn<Row> => ({ header, value });

/** Ocupación flattened for a file: one line per day and hour. */
export interface OccupancyLine {
  fecha: string;
  hora: string;
  datos: OccupancyCounts;
}

export const OCCUPANCY_FILE_COLUMNS: readonly ReportColumn<OccupancyLine>[] = [
  col('Fecha', (r) => formatDay(r.fecha)),
  col('Hora', (r) => formatHour(r.hora)),
  ...OCCUPANCY_COLUMNS.map((c) => col<OccupancyLine>(c, (r) => r.datos[c])),
];

export const ACTIVITY_COLUMNS: readonly ReportColumn<ActivityRow>[] = [
  col('Bloque', (r) => formatHour(r.bloque)),
  col('Estudiante', (r) => r.estudiante),
  col('Número de documento', (r) => r.numero_documento),
  // The state in words ('Asistió', 'No asistió'), as the student's page says it (core/school/labels.ts).
  col('Estado', (r) => bookingStateLabel(r.estado)),
];

/** Consumo flattened for a file: one line per sede and day. */
export interface ConsumptionLine {
  sede: string;
  fecha: string;
  cantidad: number;
}

export const CONSUMPTION_FILE_COLUMNS: readonly ReportColumn<ConsumptionLine>[] = [
  col('Sede', (r) => r.sede),
  col('Fecha', (r) => formatDay(r.fecha)),
  col('Consumos', (r) => r.cantidad),
];

/**
 * 'Inglés' when the course code contains 'EN', else 'Francés' (the spec writes it without its accent:
 * a typo, issue 43 point 10); the previous course first, else the new one.
 */
export function sietLanguage(row: Pick<LevelChangeRow, 'cursoAnterior' | 'cursoNuevo'>): string {
  const codigo = row.cursoAnterior?.codigo ?? row.cursoNuevo?.codigo ?? '';
  return codigo.includes('EN') ? SIET_LANGUAGES.english : SIET_LANGUAGES.french;
}

const student = (r: LevelChangeRow) => r.estudiante;

/** The SIET columns, in the agreed order: all 34 named (the request said 31 but listed 34). */
export const SIET_COLUMNS: readonly ReportColumn<LevelChangeRow>[] = [
  col('Primer nombre', (r) => student(r).primer_nombre),
  col('Segundo nombre', (r) => student(r).segundo_nombre),
  col('Primer apellido', (r) => student(r).primer_apellido),
  col('Segundo apellido', (r) => student(r).segundo_apellido),
  col('Tipo de documento', (r) => student(r).tipo_documento),
  col('Número de documento', (r) => student(r).numero_documento),
  col('Móvil', (r) => student(r).movil),
  col('Correo electrónico', (r) => student(r).email),
  col('Estado civil', (r) => student(r).estadoCivil?.descripcion ?? null),
  col('Fecha de nacimiento', (r) => formatDay(student(r).fecha_nacimiento)),
  col('Lugar de origen', (r) => student(r).lugar_origen),
  col('Estrato', (r) => student(r).estrato),
  col('Régimen de salud', (r) => student(r).regimenSalud?.nombre ?? null),
  col('Nivel educativo', (r) => student(r).nivelEducativo?.descripcion ?? null),
  col('Ocupación', (r) => student(r).ocupacion?.descripcion ?? null),
  col('Discapacidad', (r) => student(r).discapacidad?.descripcion ?? null),
  col('Grupo étnico', (r) => student(r).grupoEtnico?.descripcion ?? null),
  col('Curso siguiente', (r) => r.cursoNuevo?.nombre ?? null),
  col('Fecha de entrega del libro', (r) => formatDay(r.fecha_entrega_libro)),
  col('Sede de avance', (r) => r.sede.nombre),
  col('Sede original', (r) => student(r).sede_original?.nombre ?? null),
  col('Género', (r) => student(r).genero),
  col('Idioma', (r) => sietLanguage(r)),
  col('Curso finalizado', (r) => r.cursoAnterior.nombre),
  col('Fecha de avance de nivel', (r) => formatDay(r.fecha_avance_nivel)),
  col('Resultado', (r) => r.resultado),
  col('Nota IFE', (r) => r.nota_ife),
  col('Nota final del módulo', (r) => r.nota),
  col('Módulos adquiridos', (r) => student(r).modulos_adquiridos),
  col('Fecha de matrícula', (r) => formatDay(student(r).fecha_matricula)),
  col('Nivel', (r) => r.nivel),
  col('Fecha de inicio del nivel', (r) => formatDay(r.fecha_inicio_nivel)),
  col('Fecha de fin del nivel', (r) => formatDay(r.fecha_fin_nivel)),
  col('Folio', (r) => r.folio),
];

/** Solicitud de avance: student data, current and next level, dates, branches, result, grades, folio. */
export const ADVANCE_COLUMNS: readonly ReportColumn<LevelChangeRow>[] = [
  col('Estudiante', (r) => fullName(student(r).primer_nombre, student(r).segundo_nombre, student(r).primer_apellido, student(r).segundo_apellido)),
  col('Tipo de documento', (r) => student(r).tipo_documento),
  col('Número de documento', (r) => student(r).numero_documento),
  col('Móvil', (r) => student(r).movil),
  col('Correo electrónico', (r) => student(r).email),
  col('Nivel actual', (r) => student(r).nivel_actual?.descripcion ?? null),
  col('Nivel siguiente', (r) => r.nivel),
  col('Curso anterior', (r) => r.cursoAnterior.nombre),
  col('Curso nuevo', (r) => r.cursoNuevo?.nombre ?? null),
  col('Fecha de solicitud', (r) => formatDay(r.fecha_solicitud)),
  col('Fecha de avance de nivel', (r) => formatDay(r.fecha_avance_nivel)),
  col('Fecha de inicio del nivel', (r) => formatDay(r.fecha_inicio_nivel)),
  col('Fecha de fin del nivel', (r) => formatDay(r.fecha_fin_nivel)),
  col('Sede', (r) => r.sede.nombre),
  col('Sede original', (r) => student(r).sede_original?.nombre ?? null),
  col('Resultado', (r) => r.resultado),
  col('Nota IFE', (r) => r.nota_ife),
  col('Nota', (r) => r.nota),
  col('Folio', (r) => r.folio),
  col('Estado', (r) => (r.finalizado ? 'Finalizada' : 'Pendiente')),
];

/** The survey report's 13 columns (document type and number are one). */
export const SURVEY_COLUMNS: readonly ReportColumn<SurveyRow>[] = [
  col('Fecha', (r) => formatDay(r.fecha)),
  col('Hora', (r) => formatHour(r.hora)),
  col('Sede del estudiante', (r) => r.estudiante.sede?.nombre ?? null),
  col('Estudiante', (r) => r.estudiante.nombre),
  col('Documento', (r) => fullName(r.estudiante.tipo_documento, r.estudiante.numero_documento)),
  col('Móvil', (r) => r.estudiante.movil),
  col('Correo electrónico', (r) => r.estudiante.email),
  col('Docente', (r) => r.docente),
  col('Sede de la clase', (r) => r.salon.sede.nombre),
  col('Salón', (r) => r.salon.nombre),
  col('Tema', (r) => r.tema_nombre),
  col('Calificación', (r) => r.calificacion),
  col('Comentarios', (r) => r.comentarios),
];
