// Teachers' novedades (#/docente/novedades/{id}): novedad_docente/ver (EFE8AFBA), crear (3329CE3B)
// and eliminar (LB3F483G). Crear writes one row per hour in one transaction; the UNIQUE
// (docente_id, fecha, hora) of migration 015 guarantees what the pre-check says nicely. Each write
// leaves one audit event.
import type { FastifyInstance } from 'fastify';
import { notBeforeTomorrow } from '../../core/engine/clock';
import {
  crearNovedadBody,
  eliminarNovedadBody,
  hoursOfDate,
  type Novedad,
  NOVEDAD_MESSAGES,
  parseMotivo,
  verNovedadesBody,
} from '../../core/school/novedades';
import { P } from '../../core/engine/permissions';
import { recordEvent } from '../audit/events';
import { mapDatabaseError } from '../db/errors';
import { defineEndpoint } from '../http/endpoint';
import { conflict, notFound, validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { takenHours } from './novedadHours';
import { loadTeacher } from './teachers';

const COLUMNS = `id, fecha::text AS fecha, hora, observaciones, created_at`;

export function registerNovedadEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'novedad_docente/crear',
    permission: P.docentes.edit,
    body: crearNovedadBody,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const teacher = await loadTeacher(tx, body.docente_id);
        const dateProblem = notBeforeTomorrow(clock, body.fecha);
        if (dateProblem) throw validationError({ fecha: dateProblem });
        const offered = hoursOfDate(body.fecha, teacher.tutor);
        if (offered.length === 0) throw validationError({ horas: NOVEDAD_MESSAGES.noHoursThatDay });
        const wrong = body.horas.find((h) => !offered.includes(h));
        if (wrong) throw validationError({ horas: NOVEDAD_MESSAGES.notSlot(wrong) });
        const taken = await takenHours(tx, teacher.id, body.fecha, body.horas);
        if (taken.length > 0) throw conflict({ horas: NOVEDAD_MESSAGES.duplicate(body.fecha, taken) }, NOVEDAD_MESSAGES.duplicate(body.fecha, taken));
        // Checked by the body schema: the motivo starts with a reason.
        const codigo = parseMotivo(body.motivo)?.codigo ?? 10;
        const horas = [...body.horas].sort();
        let novedades: Novedad[];
        try {
          novedades = await tx.query<Novedad>(
            `INSERT INTO novedades_docente (docente_id, fecha, hora, motivo_codigo, observaciones, created_by)
             SELECT $1::integer, $2::date, h, $4::smallint, $5::text, $6::integer FROM unnest($3::text[]) AS h RETURNING ${COLUMNS}`,
            [teacher.id, body.fecha, horas, codigo, body.motivo, session.userId],
          );
        } catch (error) {
          // Another call wrote one of these hours meanwhile: the constraint refuses, nothing is kept.
          if (mapDatabaseError(error)?.status === 409) throw conflict({ horas: NOVEDAD_MESSAGES.duplicate(body.fecha, horas) }, NOVEDAD_MESSAGES.duplicate(body.fecha, horas));
          throw error;
        }
        await recordEvent(tx, {
          universo: 'docentes',
          tipo: 'crear_novedad',
          evento: NOVEDAD_MESSAGES.created,
          contenido: { fecha: body.fecha, horas, motivo: body.motivo, novedades: novedades.map((n) => n.id) },
          usuarioId: session.userId,
          registroId: teacher.id,
        });
        return { mensaje: NOVEDAD_MESSAGES.created, novedades };
      }),
  });

  defineEndpoint(app, {
    path: 'novedad_docente/ver',
    permission: P.docentes.novedades,
    body: verNovedadesBody,
    handler: async ({ body }) => {
      const teacher = await loadTeacher(db, body.docente_id);
      // Newest date first; a day's hours in the order of the day.
      return db.query<Novedad>(`SELECT ${COLUMNS} FROM novedades_docente WHERE docente_id = $1 ORDER BY fecha DESC, hora, id`, [teacher.id]);
    },
  });

  defineEndpoint(app, {
    path: 'novedad_docente/eliminar',
    permission: P.docentes.deleteNovedad,
    body: eliminarNovedadBody,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const [novedad] = await tx.query<Novedad & { docente_id: number }>(
          `DELETE FROM novedades_docente WHERE id = $1 RETURNING ${COLUMNS}, docente_id`,
          [body.novedad_id],
        );
        if (!novedad) throw notFound();
        const { docente_id, ...borrada } = novedad;
        await recordEvent(tx, {
          universo: 'docentes',
          tipo: 'eliminar_novedad',
          evento: NOVEDAD_MESSAGES.deleted,
          contenido: { motivo: body.motivo, novedad: borrada },
          usuarioId: session.userId,
          registroId: docente_id,
        });
        return { mensaje: NOVEDAD_MESSAGES.deleted };
      }),
  });
}
