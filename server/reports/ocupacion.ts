// Ocupación Académica (docs/domain/reports.md 'Reports'): per day with bookings and per hour of it, the live bookings
// of each column's class types and the cancelled ones. The type → column table is
// core/school/reports/occupancy.ts, handed to SQL as two arrays: one source, no second copy here.
import type { OccupancyDay, RangeBody } from '../../core/school/reports/contract';
import type { OccupancyLine } from '../../core/school/reports/columns';
import { emptyOccupancy, OCCUPANCY_COLUMN_OF, type OccupancyColumn } from '../../core/school/reports/occupancy';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';
import { isoDate, jsonArraySql, jsonRows } from './batches';
import { type ReportSedes, sedeClause } from './sedes';

const TYPES = Object.keys(OCCUPANCY_COLUMN_OF);
const COLUMNS = TYPES.map((tipo) => OCCUPANCY_COLUMN_OF[tipo]);

/**
 * A booking holds a seat unless cancelled or blocked (the scheduler's rule: server/scheduler/seatSql.ts
 * holdsSeatSql); a blocked one counts nowhere, a cancelled one in CANCEL. Types outside the table (tutoría) are
 * not classes of this report, cancelled or not. The statement the report runs: its cells as one JSON
 * array, by day and hour.
 */
export function occupancySql(range: RangeBody, sedes: ReportSedes): { sql: string; params: SqlParams } {
  const params = new SqlParams();
  const from = params.add(range.fecha_inicio);
  const to = params.add(range.fecha_fin);
  // Counted per type first (a few thousand groups a year, hashed), then folded into columns: grouping
  // the year's bookings by column directly was planned as a sort of every booking.
  const sql = `WITH celdas AS (
         SELECT a.fecha, a.hora, a.tipo_clase, a.estado = 'cancelado' AS cancelada, count(*)::integer AS n
         FROM agendamientos a
         WHERE a.fecha BETWEEN ${from}::date AND ${to}::date AND a.estado <> 'bloqueado' AND ${sedeClause('a.sede_id', sedes, params)}
         GROUP BY a.fecha, a.hora, a.tipo_clase, 4
       )
       SELECT ${isoDate('c.fecha')} AS fecha, c.hora, CASE WHEN c.cancelada THEN 'CANCEL' ELSE m.columna END AS columna, sum(c.n)::integer AS n
       FROM celdas c
       JOIN unnest(${params.add(TYPES)}::text[], ${params.add(COLUMNS)}::text[]) AS m(tipo, columna) ON m.tipo = c.tipo_clase
       GROUP BY c.fecha, c.hora, 3`;
  return { sql: jsonArraySql(sql, 'f.fecha, f.hora'), params };
}

export async function occupancy(db: Database, range: RangeBody, sedes: ReportSedes): Promise<OccupancyDay[]> {
  const { sql, params } = occupancySql(range, sedes);
  const cells = await jsonRows<{ fecha: string; hora: string; columna: OccupancyColumn; n: number }>(db, { sql, params: params.values });
  const days: OccupancyDay[] = [];
  for (const cell of cells) {
    let day = days.at(-1);
    if (day?.fecha !== cell.fecha) days.push((day = { fecha: cell.fecha, horas: [] }));
    let hour = day.horas.at(-1);
    if (hour?.hora !== cell.hora) day.horas.push((hour = { hora: cell.hora, datos: emptyOccupancy() }));
    hour.datos[cell.columna] = cell.n;
  }
  return days;
}

/** The file's lines: one per day and hour (the report is aggregated: small whatever the range). */
export async function* occupancyLines(db: Database, range: RangeBody, sedes: ReportSedes): AsyncGenerator<OccupancyLine[]> {
  const days = await occupancy(db, range, sedes);
  yield days.flatMap((day) => day.horas.map((hour) => ({ fecha: day.fecha, hora: hour.hora, datos: hour.datos })));
}
