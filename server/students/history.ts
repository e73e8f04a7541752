// The history sections of a student's detail (docs/domain/student-record.md 'The student's record'): level changes, course
// activations (enrolments) and book deliveries, each its own read, and a level change's PDF.
// Guarded like the detail (560B5B09) and by the sede boundary as the other sections (./records.ts):
// a student outside the caller's sedes is not found, and only the rows of the caller's sedes are
// answered. Each list checks the student in its own statement (StudentReach.rowsOfReached).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import {
  type BookDeliveryRow, type EnrolmentRow, HISTORY_PATHS, LEVEL_CHANGE_PDF_PATH, type LevelChangeRow,
} from '../../core/school/students/records';
import { idValue } from '../../core/engine/ids';
import { detailBodySchema } from '../crud/schemas';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../errors/apiError';
import { zodToApiError, spanishErrorMap } from '../errors/zodSpanish';
import type { RouteDeps } from '../http/routeDeps';
import { contentDisposition } from '../http/contentDisposition';
import { LOGO_CONFIG_KEY } from '../pdf/logo';
import { DEFAULT_SCHOOL_NAME, levelChangePdf, type PdfStudent } from './levelChangePdf';
import { withinReach } from '../people/reach';
import { studentReach, visibleStudent } from '../people/studentReach';
import { sedesParam } from '../people/reach';

// A person as a scalar subquery: one index lookup per row (a join let the planner merge-join
// through usuarios' whole primary key when the staff member's id was high).
const person = (column: string) =>
  `(SELECT json_build_object('nombre', concat_ws(' ', p.primer_nombre, p.primer_apellido), 'numero_documento', p.numero_documento) FROM usuarios p WHERE p.id = ${column})`;
const course = (alias: string) => `json_build_object('id', ${alias}.id, 'codigo', ${alias}.codigo, 'nombre', ${alias}.nombre)`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** One statement per level-change read: the list, or one change for its PDF. */
const LEVEL_CHANGES = `
  SELECT cn.id, ${person('cn.solicitante_id')} AS solicitante, ${person('cn.administrador_id')} AS administrador,
         ${course('ca')} AS curso_anterior, CASE WHEN cu.id IS NULL THEN NULL ELSE ${course('cu')} END AS curso_nuevo, cn.curso_nuevo_id,
         CASE WHEN n.id IS NULL THEN NULL ELSE json_build_object('id', n.id, 'codigo', n.codigo, 'descripcion', n.descripcion) END AS nivel_siguiente,
         ${day('cn.fecha_finalizar_curso')} AS fecha_finalizar_curso, ${day('cn.fecha_avance_nivel')} AS fecha_avance_nivel,
         ${day('cn.fecha_entrega_libro')} AS fecha_entrega_libro, cn.finalizado, se.nombre AS sede,
         to_char(cn.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
  FROM cambios_nivel cn
  JOIN cursos ca ON ca.id = cn.curso_anterior_id
  LEFT JOIN cursos cu ON cu.id = cn.curso_nuevo_id
  LEFT JOIN niveles n ON n.id = cn.nivel_siguiente_id
  JOIN sedes se ON se.id = cn.sede_id`;

export function registerStudentHistoryEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: HISTORY_PATHS.cambiosNivel,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    handler: async ({ body, session }) => {
      const reach = studentReach(db, session);
      return reach.rowsOfReached(db, body.id, (reached) =>
        db.query<LevelChangeRow>(
          `${LEVEL_CHANGES}
           WHERE cn.estudiante_id = $1 AND ${withinReach('cn.sede_id', 2)} AND ${reached}
           ORDER BY cn.created_at DESC, cn.id DESC`,
          [body.id, sedesParam(session)],
        ),
      );
    },
  });

  defineEndpoint(app, {
    path: HISTORY_PATHS.inscripciones,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    handler: async ({ body, session }) => {
      const reach = studentReach(db, session);
      // An enrolment without a sede (older rows) is the student's own: shown to whoever sees them.
      return reach.rowsOfReached(db, body.id, (reached) =>
        db.query<EnrolmentRow>(
          `SELECT i.id, ${course('cu')} AS curso, n.descripcion AS nivel, ${day('i.fecha_matricula')} AS fecha_matricula,
                  se.nombre AS sede, coalesce(cu.id = (SELECT curso_actual_id FROM usuarios WHERE id = $1), false) AS actual
           FROM inscripciones i
           JOIN cursos cu ON cu.id = i.curso_id
           JOIN niveles n ON n.id = cu.nivel_id
           LEFT JOIN sedes se ON se.id = i.sede_id
           WHERE i.estudiante_id = $1 AND (i.sede_id IS NULL OR ${withinReach('i.sede_id', 2)}) AND ${reached}
           ORDER BY i.fecha_matricula DESC, i.id DESC`,
          [body.id, sedesParam(session)],
        ),
      );
    },
  });

  defineEndpoint(app, {
    path: HISTORY_PATHS.entregaLibros,
    permission: P.estudiantes.show,
    body: detailBodySchema,
    handler: async ({ body, session }) => {
      const reach = studentReach(db, session);
      return reach.rowsOfReached(db, body.id, (reached) =>
        db.query<BookDeliveryRow>(
          `SELECT e.id, e.libro, ${course('cu')} AS curso, ${day('e.fecha_entrega')} AS fecha_entrega, se.nombre AS sede,
                  (SELECT concat_ws(' ', p.primer_nombre, p.primer_apellido) FROM usuarios p WHERE p.id = e.entregado_por) AS entregado_por
           FROM entrega_libros e
           JOIN cursos cu ON cu.id = e.curso_id
           JOIN sedes se ON se.id = e.sede_id
           WHERE e.estudiante_id = $1 AND ${withinReach('e.sede_id', 2)} AND ${reached}
           ORDER BY e.fecha_entrega DESC, e.id DESC`,
          [body.id, sedesParam(session)],
        ),
      );
    },
  });

  registerLevelChangePdf(app, db, clock);
}

const pdfQuery = z.object({ id: idValue() });

interface PdfRoute {
  Querystring: Record<string, unknown>;
}

/**
 * GET /api/pdf/cambio-nivel?id=: the change, drawn by the server, as a download. Not an
 * app.endpoints entry (that registry is of POST JSON bodies), like the stored files' routes.
 */
function registerLevelChangePdf(app: FastifyInstance, db: Database, clock: Clock): void {
  app.route<PdfRoute>({
    method: 'GET',
    url: `/api/${LEVEL_CHANGE_PDF_PATH}`,
    config: { openapi: { permission: P.estudiantes.show, summary: 'PDF de un cambio de nivel (como descarga)', tag: 'Estudiantes', produces: 'application/pdf' } },
    onRequest: async (request: FastifyRequest) => {
      request.session = await app.apiGuard(request.headers.authorization, P.estudiantes.show);
    },
    handler: async (request, reply) => {
      const parsed = pdfQuery.safeParse(request.query, { error: spanishErrorMap });
      if (!parsed.success) throw zodToApiError(parsed.error);
      const session = request.session;
      if (!session) throw notFound();
      const [change] = await db.query<LevelChangeRow & { estudiante_id: number }>(
        `${LEVEL_CHANGES.replace('SELECT cn.id,', 'SELECT cn.id, cn.estudiante_id,')}
         WHERE cn.id = $1 AND ${withinReach('cn.sede_id', 2)}`,
        [parsed.data.id, sedesParam(session)],
      );
      if (!change) throw notFound();
      const student = await visibleStudent(db, session, change.estudiante_id);
      // The document type printed by its name ('Pasaporte'); a code missing from the catalogue, as it is.
      const [data] = await db.query<PdfStudent>(
        `SELECT concat_ws(' ', u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido) AS nombre, u.numero_documento,
                coalesce(td.nombre, u.tipo_documento) AS tipo_documento
         FROM usuarios u LEFT JOIN tipos_documento td ON td.codigo = u.tipo_documento WHERE u.id = $1`,
        [student.id],
      );
      const config = await db.query<{ clave: string; valor: string }>(
        'SELECT clave, valor FROM config WHERE clave = ANY($1::text[])',
        [['nombre_escuela', LOGO_CONFIG_KEY]],
      );
      const setting = (clave: string) => config.find((row) => row.clave === clave)?.valor ?? null;
      const school = { nombre: setting('nombre_escuela') ?? DEFAULT_SCHOOL_NAME, logo: setting(LOGO_CONFIG_KEY) };
      const bytes = await levelChangePdf(school, change, data, { clock, warn: (message) => request.log.warn(message) });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`cambio-nivel-${change.id}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  });
}
