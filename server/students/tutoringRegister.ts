// The tutoring register of a student (#/estudiante/tutoria/{id}; README 'The student's record'):
// estudiante/tutoria/progreso {estudiante_id} answers their sessions, newest first, and
// tutorias/ver_observaciones {tutoria_id} one session's observation list. Guarded by the tutoring
// code (023AB260) and the sede boundary: a student outside the caller's sedes is not found, and
// only sessions at the caller's sedes are shown or opened.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/permissions';
import {
  TUTORING_REGISTER_PATHS, type TutoringObservations, tutoringObservationsBody, tutoringProgressBody, type TutoringRegister, type TutoringRegisterRow,
} from '../../core/students/tutoringRegister';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RouteDeps } from '../routes/types';
import { sedesParam, visibleStudent } from './records';
import { TUTORING_REGISTER_EXAMPLES } from './tutoringRegister.examples';

export function registerTutoringRegisterEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: TUTORING_REGISTER_PATHS.progreso,
    permission: P.programador.tutorias,
    body: tutoringProgressBody,
    ...TUTORING_REGISTER_EXAMPLES[TUTORING_REGISTER_PATHS.progreso],
    handler: async ({ body, session }): Promise<TutoringRegister> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      const [{ nombres }] = await db.query<{ nombres: string }>(
        "SELECT concat_ws(' ', primer_nombre, segundo_nombre, primer_apellido, segundo_apellido) AS nombres FROM usuarios WHERE id = $1",
        [student.id],
      );
      const registros = await db.query<TutoringRegisterRow>(
        `SELECT tu.id, tu.estado, tu.motivo_cancelacion, t.nombre AS tema, cu.nombre AS curso,
                json_build_object('tipo', 'tutoria', 'fecha_bloque', to_char(tu.fecha, 'YYYY-MM-DD') || ' ' || tu.hora, 'salon', s.nombre,
                                  'sede', se.nombre, 'tutor', (SELECT concat_ws(' ', p.primer_nombre, p.primer_apellido) FROM usuarios p WHERE p.id = tu.profesor_id)) AS clase
         FROM tutorias tu
         JOIN salones s ON s.id = tu.salon_id
         JOIN sedes se ON se.id = tu.sede_id
         LEFT JOIN temas t ON t.id = tu.tema_id
         LEFT JOIN cursos cu ON cu.id = t.curso_id
         WHERE tu.estudiante_id = $1 AND ($2::integer[] IS NULL OR tu.sede_id = ANY($2::integer[]))
         ORDER BY tu.fecha DESC, tu.hora DESC, tu.id DESC`,
        [student.id, sedesParam(session)],
      );
      return { nombres, registros };
    },
  });

  defineEndpoint(app, {
    path: TUTORING_REGISTER_PATHS.observaciones,
    permission: P.programador.tutorias,
    body: tutoringObservationsBody,
    ...TUTORING_REGISTER_EXAMPLES[TUTORING_REGISTER_PATHS.observaciones],
    handler: async ({ body, session }): Promise<TutoringObservations> => {
      const [row] = await db.query<{ observaciones: TutoringObservations; estudiante_id: number }>(
        'SELECT observaciones, estudiante_id FROM tutorias WHERE id = $1 AND ($2::integer[] IS NULL OR sede_id = ANY($2::integer[]))',
        [body.tutoria_id, sedesParam(session)],
      );
      if (!row) throw notFound();
      await visibleStudent(db, session, row.estudiante_id);
      return [...row.observaciones].reverse();
    },
  });
}
