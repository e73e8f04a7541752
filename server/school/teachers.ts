// A teacher as the school's endpoints read it (pre-assignments, novedades): a live person with the
// teacher role, or 404.
import type { TeacherSummaryRow } from '../../core/school/preassignments';
import type { Database } from '../db/database';
import { notFound } from '../errors/apiError';

/** The summary's row without its counts, and whether active. */
export type TeacherRow = Omit<TeacherSummaryRow, 'disponibles' | 'preasignados'> & { activo: boolean };

/** A live teacher (role pr, not deleted), locked for the transaction when `lock`; else 404. */
export async function loadTeacher(db: Database, id: number, lock = false): Promise<TeacherRow> {
  const [teacher] = await db.query<TeacherRow>(
    `SELECT id, primer_nombre, primer_apellido, tutor, tipos_permitidos, disponibilidad, activo
     FROM usuarios WHERE id = $1 AND pr AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!teacher) throw notFound();
  return teacher;
}
