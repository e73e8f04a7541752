// A report's columns as its download writes them: the page's table's (core/school/reports/columns.ts), the
// same headers and cells, but each day as a date cell — a spreadsheet (.xlsx, .xls) then holds a real
// date, a CSV the DD/MM/YYYY text the table shows. Named here by header, checked when the endpoints
// are defined (a renamed header fails at start, not silently in a file).
import type { ExportColumn } from '../../core/engine/export/cells';
import { dayCell } from '../../core/engine/export/dateCells';
import type { ConsumptionLine, OccupancyLine, ReportColumn } from '../../core/school/reports/columns';
import type { LevelChangeRow, ReportFormat, ReportKey, SurveyRow } from '../../core/school/reports/contract';

/** Per header, the day 'YYYY-MM-DD' its cell shows (null: none). */
export type ReportDays<Row> = Readonly<Record<string, (row: Row) => string | null>>;

/** The columns with the named ones' days as date cells. */
export function withDays<Row>(columns: readonly ReportColumn<Row>[], days: ReportDays<Row>): ExportColumn<Row>[] {
  const headers = new Set(columns.map((column) => column.header));
  const unknown = Object.keys(days).filter((header) => !headers.has(header));
  if (unknown.length > 0) throw new Error(`Columnas de reporte inexistentes: ${unknown.join(', ')}`);
  return columns.map((column) => {
    const day = days[column.header];
    if (!day) return column;
    return {
      header: column.header,
      value: (row: Row) => {
        const iso = day(row);
        return iso ? dayCell(iso) : null;
      },
    };
  });
}

/** SIET's .xls is the ministry's filing: its cells stay exactly as agreed (dates as DD/MM/YYYY text). */
export function keepsTextDates(key: ReportKey, format: ReportFormat): boolean {
  return key === 'siet' && format === 'xls';
}

export const OCCUPANCY_DAYS: ReportDays<OccupancyLine> = { Fecha: (r) => r.fecha };

export const CONSUMPTION_DAYS: ReportDays<ConsumptionLine> = { Fecha: (r) => r.fecha };

export const SURVEY_DAYS: ReportDays<SurveyRow> = { Fecha: (r) => r.fecha };

/** The days of a level change both SIET and the advance requests show. */
const LEVEL_DAYS: ReportDays<LevelChangeRow> = {
  'Fecha de avance de nivel': (r) => r.fecha_avance_nivel,
  'Fecha de inicio del nivel': (r) => r.fecha_inicio_nivel,
  'Fecha de fin del nivel': (r) => r.fecha_fin_nivel,
};

export const SIET_DAYS: ReportDays<LevelChangeRow> = {
  ...LEVEL_DAYS,
  'Fecha de nacimiento': (r) => r.estudiante.fecha_nacimiento,
  'Fecha de entrega del libro': (r) => r.fecha_entrega_libro,
  'Fecha de matrícula': (r) => r.estudiante.fecha_matricula,
};

export const ADVANCE_DAYS: ReportDays<LevelChangeRow> = { ...LEVEL_DAYS, 'Fecha de solicitud': (r) => r.fecha_solicitud };
