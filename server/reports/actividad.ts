// Actividad Académica (docs/domain/reports.md 'Reports'): every booking of a date, whatever its state, with its slot's
// hour as bloque; ordered by bloque, then student. One day of one school: small, read at once.
import type { ActividadBody, ActivityRow } from '../../core/school/reports/contract';
import { SqlParams } from '../db/sql';
import type { Database } from '../db/database';
import { studentName } from './batches';
import { type ReportSedes, sedeClause } from './sedes';

export async function activity(db: Database, body: ActividadBody, sedes: ReportSedes): Promise<ActivityRow[]> {
  const params = new SqlParams();
  const fecha = params.add(body.fecha);
  return db.query<ActivityRow>(
    `SELECT a.id, a.hora AS bloque, ${studentName('u')} AS estudiante, u.numero_documento, a.estado, s.nombre AS sede
     FROM agendamientos a JOIN usuarios u ON u.id = a.estudiante_id JOIN sedes s ON s.id = a.sede_id
     WHERE a.fecha = ${fecha}::date AND ${sedeClause('a.sede_id', sedes, params)}
     ORDER BY a.hora, 3, a.id`,
    params.values,
  );
}

export async function* activityLines(db: Database, body: ActividadBody, sedes: ReportSedes): AsyncGenerator<ActivityRow[]> {
  yield await activity(db, body, sedes);
}
