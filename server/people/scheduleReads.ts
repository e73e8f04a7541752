// What people's searches read of the schedule's tables (classes, bookings), in one place: a class's
// sede (the audit search's class filter, eventSearch.ts) and a person's latest scheduled sede (the
// global search, globalSearch.ts). A read model allowed by test/unit/tableWriters.test.ts:
// people sits below the scheduler (which imports people's reach rules), so it cannot call the
// scheduler's data modules (server/scheduler/classReads.ts, bookingReads.ts).
import type { Database } from '../db/database';

/** The class's sede; undefined: no such class. */
export async function classSede(db: Database, claseId: number): Promise<number | undefined> {
  const [clase] = await db.query<{ sede_id: number }>('SELECT sede_id FROM clases WHERE id = $1', [claseId]);
  return clase?.sede_id;
}

/**
 * SQL: the name of the sede of the latest class of person `person` (an SQL id expression) — one
 * they teach or one they are booked into, the later of the two — or NULL.
 */
export function latestScheduledSedeSql(person: string): string {
  return `(SELECT sp.nombre FROM (
        (SELECT cl.sede_id, cl.fecha, cl.hora FROM clases cl WHERE cl.profesor_id = ${person} ORDER BY cl.fecha DESC, cl.hora DESC LIMIT 1)
        UNION ALL
        (SELECT cl.sede_id, cl.fecha, cl.hora FROM agendamientos a JOIN clases cl ON cl.id = a.clase_id
          WHERE a.estudiante_id = ${person} ORDER BY a.fecha DESC, a.hora DESC LIMIT 1)
      ) latest JOIN sedes sp ON sp.id = latest.sede_id ORDER BY latest.fecha DESC, latest.hora DESC LIMIT 1)`;
}
