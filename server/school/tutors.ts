// docente/tutores: the active tutors (teachers with tutor = true), for the tutoring screens,
// with their quarter-hour availability. Guarded by the teachers list's code (8A28EE41) or the student
// editor's tutoring code (A26852FD), whose section picks the tutor from this list.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { P } from '../../core/engine/permissions';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';

export interface Tutor {
  id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  email: string;
  disponibilidad: string[];
}

export function registerTutorEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'docente/tutores',
    permission: [P.docentes.list, P.estudiantes.editTutorias],
    body: z.object({}).strict(),
    handler: () =>
      db.query<Tutor>(
        `SELECT id, primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, email, disponibilidad
         FROM usuarios WHERE pr AND tutor AND activo AND deleted_at IS NULL
         ORDER BY primer_apellido, primer_nombre, id`,
      ),
  });
}
