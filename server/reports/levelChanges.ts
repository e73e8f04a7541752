// The level-change rows of SIET and Solicitud de avance (LevelChangeRow, core/school/reports/contract.ts):
// the change, its courses and next level, and the student with their SIET data and its catalogues'
// names; which changes, by which day, is each report's (siet.ts, solicitudAvance.ts).
import type { LevelChangeRow, RangeBody as DateRange } from '../../core/school/reports/contract';
import { GENEROS } from '../../core/school/students/siet';
import type { Database } from '../db/database';
import { SqlParams } from '../db/sql';
import { isoDate, queryAsJson, rowsByWindows, type Statement, studentName } from './batches';
import { type ReportSedes, sedeClause } from './sedes';

interface FlatRow {
  id: number;
  estudiante_id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  tipo_documento: string | null;
  numero_documento: string;
  movil: string | null;
  email: string | null;
  estado_civil: string | null;
  fecha_nacimiento: string | null;
  lugar_origen: string | null;
  estrato: number | null;
  regimen_salud: string | null;
  nivel_educativo: string | null;
  ocupacion: string | null;
  discapacidad: string | null;
  grupo_etnico: string | null;
  sede_original: string | null;
  genero: string | null;
  modulos_adquiridos: number | null;
  fecha_matricula: string | null;
  nivel_actual: string | null;
  curso_actual_id: number | null;
  curso_anterior_nombre: string;
  curso_anterior_codigo: string;
  curso_nuevo_nombre: string | null;
  curso_nuevo_codigo: string | null;
  comienza_nivel_en: string | null;
  fecha_avance_nivel: string | null;
  fecha_entrega_libro: string | null;
  fecha_inicio_nivel: string | null;
  fecha_fin_nivel: string | null;
  sede: string;
  resultado: string | null;
  nota_ife: number | null;
  nota: number | null;
  nivel: string | null;
  folio: string | null;
  fecha_solicitud: string;
  finalizado: boolean;
}

/** Which level changes a report reads: SIET the finished ones by advance date, Solicitud de avance all by request date. */
export type LevelChangeReport = 'avance' | 'solicitud';

/**
 * The report's days: the advance date, or the request's date where the school is ($tz). A request
 * range's bounds are instants (midnight there), so created_at is compared as stored.
 */
function dayOf(report: LevelChangeReport, params: SqlParams, timeZone: string): { day: string; within: (from: string, to: string) => string } {
  if (report === 'avance') {
    return {
      day: 'cn.fecha_avance_nivel',
      within: (from, to) => `cn.finalizado AND cn.fecha_avance_nivel BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date`,
    };
  }
  const zone = params.add(timeZone);
  return {
    day: `(cn.created_at AT TIME ZONE ${zone}::text)::date`,
    within: (from, to) =>
      `cn.created_at >= (${params.add(from)}::date::timestamp AT TIME ZONE ${zone}::text) AND cn.created_at < ((${params.add(to)}::date + 1)::timestamp AT TIME ZONE ${zone}::text)`,
  };
}

/** How many of the report's level changes each day of the range has (the download's windows). */
export function levelChangesPerDay(report: LevelChangeReport, range: DateRange, sedes: ReportSedes, timeZone: string): Statement {
  const params = new SqlParams();
  const { day, within } = dayOf(report, params, timeZone);
  const sql = `SELECT ${isoDate(day)} AS dia, count(*)::integer AS n FROM cambios_nivel cn
     WHERE ${within(range.fecha_inicio, range.fecha_fin)} AND ${sedeClause('cn.sede_id', sedes, params)}
     GROUP BY 1 ORDER BY 1`;
  return { sql, params: params.values };
}

/**
 * The rows of the days from `from` to `to` (ordered by ROW_ORDER).
 * fecha_matricula: the student's own, else their enrolment in the new course; nivel: the next
 * level named by the change, else the new course's level.
 */
function rowsSql(report: LevelChangeReport, from: string, to: string, sedes: ReportSedes, timeZone: string): Statement {
  const params = new SqlParams();
  const { within } = dayOf(report, params, timeZone);
  const zone = params.add(timeZone);
  const sql = `SELECT cn.id, cn.estudiante_id,
    u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido, u.tipo_documento, u.numero_documento, u.movil, u.email,
    ec.descripcion AS estado_civil, ${isoDate('u.fecha_nacimiento')} AS fecha_nacimiento, u.lugar_origen, u.estrato,
    rs.nombre AS regimen_salud, ne.descripcion AS nivel_educativo, oc.descripcion AS ocupacion, di.descripcion AS discapacidad,
    ge.descripcion AS grupo_etnico, so.nombre AS sede_original, u.genero, u.modulos_adquiridos,
    ${isoDate('COALESCE(u.fecha_matricula, i.fecha_matricula)')} AS fecha_matricula, na.descripcion AS nivel_actual, u.curso_actual_id,
    ca.nombre AS curso_anterior_nombre, ca.codigo AS curso_anterior_codigo, cu.nombre AS curso_nuevo_nombre, cu.codigo AS curso_nuevo_codigo,
    cn.comienza_nivel_en, ${isoDate('cn.fecha_avance_nivel')} AS fecha_avance_nivel, ${isoDate('cn.fecha_entrega_libro')} AS fecha_entrega_libro,
    ${isoDate('cn.fecha_inicio_nivel')} AS fecha_inicio_nivel, ${isoDate('cn.fecha_fin_nivel')} AS fecha_fin_nivel,
    s.nombre AS sede, cn.resultado, cn.nota_ife::float8 AS nota_ife, cn.nota::float8 AS nota, COALESCE(ns.descripcion, nc.descripcion) AS nivel,
    cn.folio, ${isoDate(`(cn.created_at AT TIME ZONE ${zone}::text)::date`)} AS fecha_solicitud, cn.finalizado, ${studentName('u')} AS nombre_completo
  FROM cambios_nivel cn
  JOIN usuarios u ON u.id = cn.estudiante_id
  JOIN cursos ca ON ca.id = cn.curso_anterior_id
  LEFT JOIN cursos cu ON cu.id = cn.curso_nuevo_id
  LEFT JOIN niveles ns ON ns.id = cn.nivel_siguiente_id
  LEFT JOIN niveles nc ON nc.id = cu.nivel_id
  JOIN sedes s ON s.id = cn.sede_id
  LEFT JOIN sedes so ON so.id = u.sede_original_id
  LEFT JOIN niveles na ON na.id = u.nivel_id
  LEFT JOIN inscripciones i ON i.estudiante_id = cn.estudiante_id AND i.curso_id = cn.curso_nuevo_id
  LEFT JOIN estados_civiles ec ON ec.codigo = u.estado_civil
  LEFT JOIN regimenes_salud rs ON rs.codigo = u.regimen_salud
  LEFT JOIN niveles_educativos ne ON ne.codigo = u.nivel_educativo
  LEFT JOIN ocupaciones oc ON oc.codigo = u.ocupacion
  LEFT JOIN discapacidades di ON di.codigo = u.discapacidad
  LEFT JOIN grupos_etnicos ge ON ge.codigo = u.grupo_etnico
  WHERE ${within(from, to)} AND ${sedeClause('cn.sede_id', sedes, params)}`;
  return { sql, params: params.values };
}

const GENERO_LABEL = new Map(GENEROS.map((choice) => [String(choice.id), choice.name]));

const named = <K extends string>(key: K, value: string | null): Record<K, string> | null => (value === null ? null : ({ [key]: value } as Record<K, string>));

function shape(r: FlatRow): LevelChangeRow {
  return {
    id: r.id,
    estudiante_id: r.estudiante_id,
    estudiante: {
      id: r.estudiante_id,
      primer_nombre: r.primer_nombre,
      segundo_nombre: r.segundo_nombre,
      primer_apellido: r.primer_apellido,
      segundo_apellido: r.segundo_apellido,
      tipo_documento: r.tipo_documento,
      numero_documento: r.numero_documento,
      movil: r.movil,
      email: r.email,
      estadoCivil: named('descripcion', r.estado_civil),
      fecha_nacimiento: r.fecha_nacimiento,
      lugar_origen: r.lugar_origen,
      estrato: r.estrato,
      regimenSalud: named('nombre', r.regimen_salud),
      nivelEducativo: named('descripcion', r.nivel_educativo),
      ocupacion: named('descripcion', r.ocupacion),
      discapacidad: named('descripcion', r.discapacidad),
      grupoEtnico: named('descripcion', r.grupo_etnico),
      sede_original: named('nombre', r.sede_original),
      // The stored code read as its label (the declaration's choices); an unknown code as stored.
      genero: r.genero === null ? null : (GENERO_LABEL.get(r.genero) ?? r.genero),
      modulos_adquiridos: r.modulos_adquiridos,
      fecha_matricula: r.fecha_matricula,
      nivel_actual: named('descripcion', r.nivel_actual),
      curso_actual_id: r.curso_actual_id,
    },
    cursoAnterior: { nombre: r.curso_anterior_nombre, codigo: r.curso_anterior_codigo },
    cursoNuevo: r.curso_nuevo_nombre === null || r.curso_nuevo_codigo === null ? null : { nombre: r.curso_nuevo_nombre, codigo: r.curso_nuevo_codigo },
    comienza_nivel_en: r.comienza_nivel_en,
    fecha_avance_nivel: r.fecha_avance_nivel,
    fecha_entrega_libro: r.fecha_entrega_libro,
    fecha_inicio_nivel: r.fecha_inicio_nivel,
    fecha_fin_nivel: r.fecha_fin_nivel,
    sede: { nombre: r.sede },
    resultado: r.resultado,
    nota_ife: r.nota_ife,
    nota: r.nota,
    nivel: r.nivel,
    folio: r.folio,
    fecha_solicitud: r.fecha_solicitud,
    finalizado: r.finalizado,
  };
}

/** Each report's order: its day ('YYYY-MM-DD' text sorts as the date), then student, then change. */
const ROW_ORDER: Record<LevelChangeReport, string> = {
  avance: 'f.fecha_avance_nivel, f.nombre_completo, f.id',
  solicitud: 'f.fecha_solicitud, f.nombre_completo, f.id',
};

/** The report's level changes of the days from `from` to `to`, in its order. */
export async function levelChangeRows(db: Database, report: LevelChangeReport, from: string, to: string, sedes: ReportSedes, timeZone: string): Promise<LevelChangeRow[]> {
  return (await queryAsJson<FlatRow>(db, rowsSql(report, from, to, sedes, timeZone), ROW_ORDER[report])).map(shape);
}

/** The whole range in one statement (the JSON answer). */
export function levelChangeReport(db: Database, report: LevelChangeReport, range: DateRange, sedes: ReportSedes, timeZone: string): Promise<LevelChangeRow[]> {
  return levelChangeRows(db, report, range.fecha_inicio, range.fecha_fin, sedes, timeZone);
}

/** The range by windows of days (the download). */
export function levelChangeBatches(db: Database, report: LevelChangeReport, range: DateRange, sedes: ReportSedes, timeZone: string): AsyncGenerator<LevelChangeRow[]> {
  return rowsByWindows(db, levelChangesPerDay(report, range, sedes, timeZone), (from, to) => levelChangeRows(db, report, from, to, sedes, timeZone));
}
