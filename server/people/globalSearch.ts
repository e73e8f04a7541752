// user/buscar (E1020A89): every person — staff, teachers, students, deleted ones too — whose names,
// document or e-mail hold every word, within the caller's sedes; at most GLOBAL_SEARCH_LIMIT. The
// sede they were last scheduled at is read by scheduleReads.ts.
import type { GlobalPerson } from '../../core/school/globalManagement';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { containsPattern, SqlParams } from '../db/sql';
import { latestScheduledSedeSql } from './scheduleReads';

export const GLOBAL_PERSON_SQL = `SELECT u.id, u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido, u.numero_documento, u.email,
    u.activo, u.es, u.pr, u.ad, u.fu, u.sede_id, s.nombre AS sede, g.nombre AS grupo, c.nombre AS curso_actual, u.deleted_at,
    ${latestScheduledSedeSql('u.id')} AS sede_programacion
  FROM usuarios u
  LEFT JOIN sedes s ON s.id = u.sede_id
  LEFT JOIN grupos g ON g.id = u.grupo_id
  LEFT JOIN cursos c ON c.id = u.curso_actual_id`;

export async function searchPeople(db: Database, session: Session, texto: string, limit: number): Promise<GlobalPerson[]> {
  const params = new SqlParams();
  // The sede boundary (server/crud/repository.ts sedeCondition), over the aliased table.
  const conditions = session.sedes ? [`u.sede_id = ANY(${params.add(session.sedes)}::integer[])`] : [];
  for (const word of texto.split(/\s+/).filter(Boolean)) conditions.push(`u.busqueda LIKE f_fold(${params.add(containsPattern(word))})`);
  return db.query<GlobalPerson>(
    `${GLOBAL_PERSON_SQL} WHERE ${conditions.join(' AND ')}
     ORDER BY f_fold(u.primer_apellido) NULLS LAST, u.primer_apellido, u.id LIMIT ${params.add(limit)}`,
    params.values,
  );
}

export async function globalPerson(db: Database, id: number): Promise<GlobalPerson | null> {
  const [person] = await db.query<GlobalPerson>(`${GLOBAL_PERSON_SQL} WHERE u.id = $1`, [id]);
  return person ?? null;
}
