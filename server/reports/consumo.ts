// Consumo (docs/domain/reports.md 'Reports'): per sede and day, the classes and tutoring sessions consumed — a booking
// attended or absent, a tutoring session attended or absent. y_labels are the sedes (by name) with
// any consumption in the range, x_labels every date of it; datos[y][x] the count (0 when none).
import { type ConsumptionReport, datesOfRange, type RangeBody } from '../../core/school/reports/contract';
import type { ConsumptionLine } from '../../core/school/reports/columns';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';
import { isoDate, jsonArraySql, jsonRows } from './batches';
import { type ReportSedes, sedeClause } from './sedes';

/** The states that consumed a class or a session (the student came, or was expected and did not). */
const BOOKING_CONSUMED = ['asistido', 'ausencia'];
const TUTORING_CONSUMED = ['asistida', 'ausencia'];

/** The statement the report runs: its counts as one JSON array, by sede and day. */
export function consumptionSql(range: RangeBody, sedes: ReportSedes): { sql: string; params: SqlParams } {
  const params = new SqlParams();
  const from = params.add(range.fecha_inicio);
  const to = params.add(range.fecha_fin);
  const sql = `WITH consumos AS (
         SELECT a.sede_id, a.fecha FROM agendamientos a
         WHERE a.fecha BETWEEN ${from}::date AND ${to}::date AND a.estado = ANY(${params.add(BOOKING_CONSUMED)}::text[])
           AND ${sedeClause('a.sede_id', sedes, params)}
         UNION ALL
         SELECT t.sede_id, t.fecha FROM tutorias t
         WHERE t.fecha BETWEEN ${from}::date AND ${to}::date AND t.estado = ANY(${params.add(TUTORING_CONSUMED)}::text[])
           AND ${sedeClause('t.sede_id', sedes, params)}
       ), cuentas AS (SELECT sede_id, fecha, count(*)::integer AS n FROM consumos GROUP BY sede_id, fecha)
       SELECT s.nombre AS sede, ${isoDate('c.fecha')} AS fecha, c.n
       FROM cuentas c JOIN sedes s ON s.id = c.sede_id`;
  // Sede names are unique: by name, then day.
  return { sql: jsonArraySql(sql, 'f.sede, f.fecha'), params };
}

export async function consumption(db: Database, range: RangeBody, sedes: ReportSedes): Promise<ConsumptionReport> {
  const { sql, params } = consumptionSql(range, sedes);
  const counts = await jsonRows<{ sede: string; fecha: string; n: number }>(db, { sql, params: params.values });
  const x_labels = datesOfRange(range.fecha_inicio, range.fecha_fin);
  const column = new Map(x_labels.map((fecha, i) => [fecha, i]));
  const y_labels: string[] = [];
  const datos: number[][] = [];
  for (const count of counts) {
    if (y_labels.at(-1) !== count.sede) {
      y_labels.push(count.sede);
      datos.push(x_labels.map(() => 0));
    }
    const x = column.get(count.fecha);
    if (x !== undefined) datos[datos.length - 1][x] = count.n;
  }
  return { x_labels, y_labels, datos };
}

/** The file's lines: one per sede and date of the range, zeros included (the page's tables). */
export async function* consumptionLines(db: Database, range: RangeBody, sedes: ReportSedes): AsyncGenerator<ConsumptionLine[]> {
  const report = await consumption(db, range, sedes);
  yield report.y_labels.flatMap((sede, y) => report.x_labels.map((fecha, x) => ({ sede, fecha, cantidad: report.datos[y][x] })));
}
