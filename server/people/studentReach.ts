// The one rule by which a caller reaches a student, for every read and write of the student area and
// the scheduler (docs/security.md 'Security', 'One way to reach a person'): the same as the student's detail —
// a live row holding the student role, not of an import still being written, of one of the caller's
// sedes, and none of the person's other kinds (teacher, staff, administrator) beyond what the
// caller may see (core/engine/privileges.ts 'ver'). The student kind itself is reached by the endpoint's
// own code. Out of reach is 404 whatever the id: 'does not exist' and 'not yours' look the same.
import { PERSON_KINDS, type PersonKind } from '../../core/engine/privileges';
import type { Session } from '../auth/session';
import { hiddenRowsCondition } from '../crud/bulkJournal';
import { unreachableKindConditions } from '../crud/repository';
import type { Database } from '../db/database';
import { notFound } from '../errors/apiError';

const OTHER_KINDS: readonly PersonKind[] = PERSON_KINDS.filter((kind) => kind !== 'estudiante');

/** What the board and the lists show instead of the name of a student the caller does not reach. */
export const UNREACHED_STUDENT = 'Estudiante fuera de su alcance';

/**
 * The rule as conditions on the unaliased table `usuarios`. Only integers of the session (its sedes,
 * read from the database) and fixed SQL are written into the text: no parameter to number.
 */
function reachConditions(db: Database, session: Session): string[] {
  const conditions = ['usuarios.es', 'usuarios.deleted_at IS NULL'];
  const unpublished = hiddenRowsCondition(db, 'usuarios');
  if (unpublished) conditions.push(unpublished);
  if (session.sedes) conditions.push(`usuarios.sede_id = ANY('{${session.sedes.map((s) => Math.trunc(s)).join(',')}}'::integer[])`);
  conditions.push(...unreachableKindConditions('ver', session.permisos, OTHER_KINDS, 'usuarios.'));
  return conditions;
}

/** The rule for one caller, built on the root database (its import journal); its SQL runs in any transaction. */
export interface StudentReach {
  session: Session;
  /** SQL true when the student whose id `idColumn` holds (qualified: 'a.estudiante_id') is reached. */
  reachedSql(idColumn: string): string;
  /** The student's name (`nameSql`) when reached, else UNREACHED_STUDENT: a board shows the seat, not the person. */
  nameSql(idColumn: string, nameSql: string): string;
  /** The student's id when reached, else NULL (no link to follow, no id to probe). */
  idSql(idColumn: string): string;
  /** The student `id` through `db` (the request's transaction; locked when `lock`), else 404. */
  visible(db: Database, id: number, lock?: boolean): Promise<{ id: number; sede_id: number | null }>;
  /** `columns` (SQL over the unaliased table `usuarios`) of the student `id` when reached, else 404: the check and the read in one statement. */
  columnsOf<T>(db: Database, id: number, columns: string): Promise<T>;
  /**
   * The rows of one statement about the student `id` (its `$1`): `read` puts `reached`, the reach of
   * the student in `$1`, into its WHERE (the check and the read in one round trip). No rows means
   * none or a student out of reach: only then is the student checked apart (404 when out of reach).
   */
  rowsOfReached<T>(db: Database, id: number, read: (reached: string) => Promise<T[]>): Promise<T[]>;
}

export function studentReach(root: Database, session: Session): StudentReach {
  const conditions = reachConditions(root, session).join(' AND ');
  const reachedSql = (idColumn: string) => `EXISTS (SELECT 1 FROM usuarios WHERE usuarios.id = ${idColumn} AND ${conditions})`;
  const columnsOf = async <T>(db: Database, id: number, columns: string, lock = false): Promise<T> => {
    const [row] = await db.query<T>(`SELECT ${columns} FROM usuarios WHERE id = $1 AND ${conditions}${lock ? ' FOR UPDATE' : ''}`, [id]);
    if (!row) throw notFound();
    return row;
  };
  const visible = (db: Database, id: number, lock = false) => columnsOf<{ id: number; sede_id: number | null }>(db, id, 'id, sede_id', lock);
  return {
    session,
    reachedSql,
    nameSql: (idColumn, nameSql) => `CASE WHEN ${reachedSql(idColumn)} THEN ${nameSql} ELSE '${UNREACHED_STUDENT}' END`,
    idSql: (idColumn) => `CASE WHEN ${reachedSql(idColumn)} THEN ${idColumn} END`,
    visible,
    columnsOf: (db, id, columns) => columnsOf(db, id, columns),
    async rowsOfReached(db, id, read) {
      const rows = await read(reachedSql('$1'));
      if (rows.length === 0) await visible(db, id);
      return rows;
    },
  };
}

/** The student `id` when the caller reaches them, else 404 (`db` is the root, or a transaction: see StudentReach). */
export function visibleStudent(db: Database, session: Session, id: number): Promise<{ id: number; sede_id: number | null }> {
  return studentReach(db, session).visible(db, id);
}
