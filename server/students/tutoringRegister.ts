// The tutoring register of a student (#/estudiante/tutoria/{id}; docs/domain/student-record.md 'The student's record'):
// estudiante/tutoria/progreso {estudiante_id} answers their sessions, newest first, and
// tutorias/ver_observaciones {tutoria_id} one session's observation list. Guarded by the tutoring
// code (023AB260) and the sede boundary: a student outside the caller's sedes is not found, and
// only sessions at the caller's sedes are shown or opened.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import {
  TUTORING_REGISTER_PATHS, type TutoringObservations, tutoringObservationsBody, tutoringProgressBody, type TutoringRegister,
} from '../../core/school/students/tutoringRegister';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { tutoringWithin } from '../scheduler/tutoringRepository';
import { studentReach, visibleStudent } from '../people/studentReach';

export function registerTutoringRegisterEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: TUTORING_REGISTER_PATHS.progreso,
    permission: P.programador.tutorias,
    body: tutoringProgressBody,
    handler: async ({ body, session }): Promise<TutoringRegister> => {
      const reach = studentReach(db, session);
      // The name read with the check (404 out of reach), then the sessions: two statements.
      const { nombres } = await reach.columnsOf<{ nombres: string }>(
        db,
        body.estudiante_id,
        "concat_ws(' ', primer_nombre, segundo_nombre, primer_apellido, segundo_apellido) AS nombres",
      );
      const registros = await tutoringWithin(db, reach, session.sedes).registerOf(body.estudiante_id);
      return { nombres, registros };
    },
  });

  defineEndpoint(app, {
    path: TUTORING_REGISTER_PATHS.observaciones,
    permission: P.programador.tutorias,
    body: tutoringObservationsBody,
    handler: async ({ body, session }): Promise<TutoringObservations> => {
      const row = await tutoringWithin(db, studentReach(db, session), session.sedes).observations(body.tutoria_id);
      await visibleStudent(db, session, row.estudiante_id);
      return [...row.observaciones].reverse();
    },
  });
}
