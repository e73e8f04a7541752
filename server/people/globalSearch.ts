// user/buscar (E1020A89): every person — staff, teachers, students, deleted ones too — whose names,
// document or e-mail hold every word, within the caller's sedes; at most GLOBAL_SEARCH_LIMIT. The
// sede they were last scheduled at is read by scheduleReads.ts.
import type { GlobalPerson } from '../../core/school/globalManagement';
import { PERSON_FIELDS } from '../../core/engine/personFields';
import type { Session } from '../auth/session';
import { sedeCondition } from '../crud/repository';
import { exactSearchCondition, FOLDED_SEARCH_COLUMNS, foldedWordConditions } from '../crud/searchColumns';
import type { Database } from '../db/database';
import { SqlParams } from '../db/sql';
import { latestScheduledSedeSql } from './scheduleReads';

export const GLOBAL_PERSON_SQL = `SELECT u.id, u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido, u.numero_documento, u.email,
    u.activo, u.es, u.pr, u.ad, u.fu, u.sede_id, s.nombre AS sede, g.nombre AS grupo, c.nombre AS curso_actual, u.deleted_at,
    ${latestScheduledSedeSql('u.id')} AS sede_programacion
  FROM usuarios u
  LEFT JOIN sedes s ON s.id = u.sede_id
  LEFT JOIN grupos g ON g.id = u.grupo_id
  LEFT JOIN cursos c ON c.id = u.curso_actual_id`;

/** The students' list's order, which usuarios_orden_apellido_idx leads with; `alias` qualifies it ('u.'). */
const order = (alias: string) => `ORDER BY f_fold(${alias}primer_apellido) NULLS LAST, ${alias}primer_apellido, ${alias}id`;

/**
 * The people holding every word of `texto`, found as estudiante/buscar finds its students
 * (server/crud/repository.ts search; docs/scaling.md, issue 44):
 * - one word that is exactly someone's document number or e-mail is answered from the unique
 *   b-trees with that person (a deliberate narrowing: not also those whose document merely
 *   contains it); only when no one in the caller's sedes has it are the columns searched;
 * - one word: the ids first — an index-only walk of usuarios_orden_apellido_idx for a common word
 *   (it carries busqueda and sede_id: migration 042), the trigram index for a rare one — then the
 *   joins and the latest scheduled sede for those ids only;
 * - several words: one statement, as before. The trigram index finds their few rows, and the
 *   latest scheduled sede is read after the sort, for the rows kept; the ids first would read
 *   those rows twice (100k students, 10 names + surnames: +63 to +143 buffers each, no faster).
 */
export async function searchPeople(db: Database, session: Session, texto: string, limit: number): Promise<GlobalPerson[]> {
  const words = texto.split(/\s+/).filter(Boolean);
  const entry = FOLDED_SEARCH_COLUMNS.usuarios;
  const byIds = (ids: string, params: SqlParams) => db.query<GlobalPerson>(`${GLOBAL_PERSON_SQL} WHERE u.id = ANY(ARRAY(${ids})) ${order('u.')}`, params.values);
  const exactParams = new SqlParams();
  const exact = exactSearchCondition(entry, PERSON_FIELDS, words, exactParams);
  if (exact) {
    const found = await byIds(`SELECT id FROM usuarios WHERE ${[...sedeCondition('sede_id', session, exactParams), exact].join(' AND ')}`, exactParams);
    if (found.length > 0) return found;
  }
  const params = new SqlParams();
  const containing = (alias: string) =>
    [...sedeCondition('sede_id', session, params, alias), ...foldedWordConditions(entry.column, words, params, alias)].join(' AND ');
  if (words.length === 1) return byIds(`SELECT id FROM usuarios WHERE ${containing('')} ${order('')} LIMIT ${params.add(limit)}`, params);
  return db.query<GlobalPerson>(`${GLOBAL_PERSON_SQL} WHERE ${containing('u.')} ${order('u.')} LIMIT ${params.add(limit)}`, params.values);
}

export async function globalPerson(db: Database, id: number): Promise<GlobalPerson | null> {
  const [person] = await db.query<GlobalPerson>(`${GLOBAL_PERSON_SQL} WHERE u.id = $1`, [id]);
  return person ?? null;
}
