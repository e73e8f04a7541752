// The sections of a student's detail (docs/domain/student-record.md 'The student's record'), each its own read:
// estudiante/ver_agendamientos and estudiante/ver_tutorias {id}. Guarded like the detail (560B5B09)
// and by the sede boundary twice: a student outside the caller's permitted sedes is not found (as
// their detail), and of a student who takes classes at several sedes the caller sees the rows of
// their permitted sedes only.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import { RECORD_PATHS, type StudentBookingRow, type StudentTutoringRow } from '../../core/school/students/records';
import { detailBodySchema } from '../crud/schemas';
import { defineEndpoint } from '../http/endpoint';
import { studentReach } from '../people/studentReach';
import type { RouteDeps } from '../http/routeDeps';
import { bookingsWithin } from '../scheduler/bookingRepository';
import { tutoringWithin } from '../scheduler/tutoringRepository';

export function registerStudentRecordEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: RECORD_PATHS.agendamientos,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    handler: async ({ body, session }): Promise<StudentBookingRow[]> => {
      return bookingsWithin(db, studentReach(db, session), session.sedes).ofStudent(body.id);
    },
  });

  defineEndpoint(app, {
    path: RECORD_PATHS.tutorias,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    handler: async ({ body, session }): Promise<StudentTutoringRow[]> => {
      return tutoringWithin(db, studentReach(db, session), session.sedes).ofStudent(body.id);
    },
  });
}
