// A report's download columns (server/reports/fileColumns.ts): the table's columns with their days
// as date cells — the same headers, and in a CSV the same texts the table shows; a header the report
// lacks is refused when the endpoints are defined; SIET's .xls keeps its agreed text.
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../core/engine/export/cells';
import { ADVANCE_COLUMNS, OCCUPANCY_FILE_COLUMNS, type ReportColumn, SIET_COLUMNS, SURVEY_COLUMNS } from '../../core/school/reports/columns';
import type { LevelChangeRow, SurveyRow } from '../../core/school/reports/contract';
import { ADVANCE_DAYS, keepsTextDates, OCCUPANCY_DAYS, type ReportDays, SIET_DAYS, SURVEY_DAYS, withDays } from '../../server/reports/fileColumns';

// Each date a different day, so a column reading the wrong one shows.
const LEVEL_CHANGE = {
  estudiante: { primer_nombre: 'Ana', primer_apellido: 'Ríos', numero_documento: 'R1', fecha_nacimiento: '2000-01-31', fecha_matricula: '2030-01-15' },
  cursoAnterior: { nombre: 'Inglés 1', codigo: 'EN1' },
  cursoNuevo: null,
  sede: { nombre: 'Norte' },
  fecha_avance_nivel: '2031-03-10',
  fecha_entrega_libro: null,
  fecha_inicio_nivel: '2031-02-01',
  fecha_fin_nivel: '2031-02-28',
  fecha_solicitud: '2031-03-01',
  finalizado: false,
} as unknown as LevelChangeRow;

const SURVEY = { fecha: '2031-03-03', hora: '10:00', estudiante: { sede: null }, salon: { sede: { nombre: 'Norte' } } } as unknown as SurveyRow;

/** The table's texts against the file's, cell by cell, read as a CSV writes them (an empty cell: ''; the rows are partial). */
function texts<Row>(columns: readonly ReportColumn<Row>[], days: ReportDays<Row>, row: Row) {
  const file = withDays(columns, days);
  expect(file.map((c) => c.header)).toEqual(columns.map((c) => c.header));
  const csv = (column: { value: (row: Row) => unknown }) => cellOf((column.value(row) ?? null) as Parameters<typeof cellOf>[0]) ?? '';
  return { table: columns.map(csv), file: file.map(csv) };
}

describe('report file columns', () => {
  it('write each day as a date cell, which a CSV reads as the table does', () => {
    for (const [columns, days] of [[SIET_COLUMNS, SIET_DAYS], [ADVANCE_COLUMNS, ADVANCE_DAYS]] as const) {
      const { table, file } = texts(columns, days, LEVEL_CHANGE);
      expect(file).toEqual(table);
    }
    const survey = texts(SURVEY_COLUMNS, SURVEY_DAYS, SURVEY);
    expect(survey.file).toEqual(survey.table);
    const occupancy = withDays(OCCUPANCY_FILE_COLUMNS, OCCUPANCY_DAYS);
    expect(occupancy[0].value({ fecha: '2031-03-03', hora: '07:30', datos: {} } as never)).toEqual({ date: '2031-03-03' });
    expect(withDays(SIET_COLUMNS, SIET_DAYS)[SIET_COLUMNS.findIndex((c) => c.header === 'Fecha de nacimiento')].value(LEVEL_CHANGE)).toEqual({ date: '2000-01-31' });
  });

  it('refuse a header the report lacks; SIET’s .xls alone keeps text dates', () => {
    expect(() => withDays(SURVEY_COLUMNS, { 'Fecha de la encuesta': (r) => r.fecha })).toThrow('Columnas de reporte inexistentes: Fecha de la encuesta');
    expect([keepsTextDates('siet', 'xls'), keepsTextDates('siet', 'xlsx'), keepsTextDates('encuesta', 'xls')]).toEqual([true, false, false]);
  });
});
