// The sections of a student's detail (README 'The student's record'), each its own read:
// estudiante/ver_agendamientos and estudiante/ver_tutorias {id}. Guarded like the detail (560B5B09)
// and by the sede boundary twice: a student outside the caller's permitted sedes is not found (as
// their detail), and of a student who takes classes at several sedes the caller sees the rows of
// their permitted sedes only.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/permissions';
import { RECORD_PATHS, type StudentBookingRow, type StudentTutoringRow } from '../../core/students/records';
import type { Session } from '../auth/session';
import { detailBodySchema } from '../crud/schemas';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RouteDeps } from '../routes/types';
import { RECORD_EXAMPLES } from './records.examples';

/** The student, when the caller may see them: a live student of one of the caller's sedes. */
export async function visibleStudent(db: Database, session: Session, id: number): Promise<{ id: number }> {
  const [student] = await db.query<{ id: number; sede_id: number | null }>('SELECT id, sede_id FROM usuarios WHERE id = $1 AND es AND deleted_at IS NULL', [id]);
  if (!student) throw notFound();
  if (session.sedes && (student.sede_id === null || !session.sedes.includes(student.sede_id))) throw notFound();
  return student;
}

/** The caller's sedes as the query's second parameter: null reaches every sede. */
export const sedesParam = (session: Session) => (session.sedes ? [...session.sedes] : null);

export function registerStudentRecordEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: RECORD_PATHS.agendamientos,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    ...RECORD_EXAMPLES[RECORD_PATHS.agendamientos],
    handler: async ({ body, session }): Promise<StudentBookingRow[]> => {
      const student = await visibleStudent(db, session, body.id);
      return db.query<StudentBookingRow>(
        `SELECT a.id, a.version, a.clase_id, a.tema_id, to_char(a.fecha, 'YYYY-MM-DD') AS fecha, a.hora, a.tipo_clase,
                tc.nombre AS tipo_clase_nombre, t.nombre AS tema, cu.nombre AS curso, s.nombre AS salon, se.nombre AS sede,
                a.estado, a.observaciones, a.asistencia, a.asistencia_fecha, a.conformidad_fecha
         FROM agendamientos a
         JOIN tipos_clase tc ON tc.id = a.tipo_clase
         JOIN sedes se ON se.id = a.sede_id
         LEFT JOIN temas t ON t.id = a.tema_id
         LEFT JOIN cursos cu ON cu.id = t.curso_id
         LEFT JOIN clases c ON c.id = a.clase_id
         LEFT JOIN salones s ON s.id = c.salon_id
         WHERE a.estudiante_id = $1 AND ($2::integer[] IS NULL OR a.sede_id = ANY($2::integer[]))
         ORDER BY a.fecha DESC, a.hora DESC, a.id DESC`,
        [student.id, sedesParam(session)],
      );
    },
  });

  defineEndpoint(app, {
    path: RECORD_PATHS.tutorias,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    ...RECORD_EXAMPLES[RECORD_PATHS.tutorias],
    handler: async ({ body, session }): Promise<StudentTutoringRow[]> => {
      const student = await visibleStudent(db, session, body.id);
      return db.query<StudentTutoringRow>(
        `SELECT tu.id, to_char(tu.fecha, 'YYYY-MM-DD') AS fecha, tu.hora, s.nombre AS salon,
                (SELECT concat_ws(' ', p.primer_nombre, p.primer_apellido) FROM usuarios p WHERE p.id = tu.profesor_id) AS tutor, t.nombre AS tema, cu.nombre AS curso, tu.estado
         FROM tutorias tu
         JOIN salones s ON s.id = tu.salon_id
         LEFT JOIN temas t ON t.id = tu.tema_id
         LEFT JOIN cursos cu ON cu.id = t.curso_id
         WHERE tu.estudiante_id = $1 AND ($2::integer[] IS NULL OR tu.sede_id = ANY($2::integer[]))
         ORDER BY tu.fecha DESC, tu.hora DESC, tu.id DESC`,
        [student.id, sedesParam(session)],
      );
    },
  });
}
