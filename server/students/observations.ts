// estudiante_observaciones/lista and crear (the detail's 'Observaciones'): the notes staff leave on
// a student. Reading them is the detail's code (560B5B09), writing one is editing the student's
// basic data (9022BCBD); both only for a student the caller may see (./records.ts). Notes belong to
// the student, not to a sede: whoever sees the student sees all of them.
import type { FastifyInstance } from 'fastify';
import {
  OBSERVATION_MESSAGES, OBSERVATION_PATHS, observationCreateBody, observationListBody, type StudentObservation,
} from '../../core/school/students/observations';
import { P } from '../../core/engine/permissions';
import { recordEvent } from '../audit/events';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { studentReach, visibleStudent } from '../people/studentReach';

// The author as a scalar subquery: an index lookup per note, never a join through all of usuarios.
const ROW = `o.id, o.observacion, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  (SELECT json_build_object('nombre', concat_ws(' ', u.primer_nombre, u.primer_apellido), 'identificacion', u.numero_documento, 'email', u.email)
   FROM usuarios u WHERE u.id = o.usuario_id) AS usuario`;

export function registerStudentObservationEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: OBSERVATION_PATHS.lista,
    permission: P.estudiantes.show,
    body: observationListBody,
    handler: async ({ body, session }) => {
      const reach = studentReach(db, session);
      return reach.rowsOfReached(db, body.estudiante_id, (reached) =>
        db.query<StudentObservation>(
          `SELECT ${ROW} FROM estudiante_observaciones o
           WHERE o.estudiante_id = $1 AND ${reached} ORDER BY o.created_at DESC, o.id DESC`,
          [body.estudiante_id],
        ),
      );
    },
  });

  defineEndpoint(app, {
    path: OBSERVATION_PATHS.crear,
    permission: P.estudiantes.edit,
    body: observationCreateBody,
    handler: async ({ body, session }) =>
      db.transaction(async (tx) => {
        const student = await visibleStudent(tx, session, body.estudiante_id);
        const [created] = await tx.query<{ id: number }>(
          'INSERT INTO estudiante_observaciones (estudiante_id, observacion, usuario_id) VALUES ($1, $2, $3) RETURNING id',
          [student.id, body.observacion.trim(), session.userId],
        );
        await recordEvent(tx, {
          universo: 'estudiantes',
          tipo: 'crear_observacion',
          evento: OBSERVATION_MESSAGES.created,
          contenido: { observacion: body.observacion.trim() },
          usuarioId: session.userId,
          registroId: student.id,
        });
        const [observacion] = await tx.query<StudentObservation>(
          `SELECT ${ROW} FROM estudiante_observaciones o WHERE o.id = $1`,
          [created.id],
        );
        return { mensaje: OBSERVATION_MESSAGES.created, observacion };
      }),
  });
}
