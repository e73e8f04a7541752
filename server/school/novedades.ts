// Teachers' novedades (doc 2 §7): novedad_docente/ver (EFE8AFBA), crear (3329CE3B) and eliminar
// (LB3F483G). Crear writes one row per hour in one transaction; the UNIQUE (docente_id, fecha, hora)
// of migration 015 guarantees what the pre-check says nicely. Each write leaves one audit event.
import type { FastifyInstance } from 'fastify';
import { addDays, notBeforeTomorrow } from '../../core/clock';
import {
  crearNovedadBody,
  eliminarNovedadBody,
  hoursOfDate,
  type Novedad,
  NOVEDAD_MESSAGES,
  NOVEDAD_REASONS,
  parseMotivo,
  verNovedadesBody,
} from '../../core/novedades';
import { P } from '../../core/permissions';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { mapDatabaseError } from '../db/errors';
import { defineEndpoint } from '../http/endpoint';
import { conflict, notFound, validationError } from '../http/errors';
import type { RouteDeps } from '../routes/types';
import { loadTeacher } from './teachers';

const COLUMNS = `id, fecha::text AS fecha, hora, observaciones, created_at`;

async function takenHours(tx: Database, docenteId: number, fecha: string, horas: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ hora: string }>(
    'SELECT hora FROM novedades_docente WHERE docente_id = $1 AND fecha = $2 AND hora = ANY($3::text[]) ORDER BY hora',
    [docenteId, fecha, horas],
  );
  return rows.map((r) => r.hora);
}

/** Example: the first teacher who is no tutor, a far Monday whose first slot is still free. */
async function exampleCreate(db: Database): Promise<unknown> {
  const [teacher] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT tutor AND deleted_at IS NULL ORDER BY id LIMIT 1');
  if (!teacher) return null;
  let fecha = '2099-01-05'; // a Monday
  const hora = hoursOfDate(fecha)[0];
  while ((await takenHours(db, teacher.id, fecha, [hora])).length > 0) fecha = addDays(fecha, 7);
  return { docente_id: teacher.id, fecha, horas: [hora], motivo: `${NOVEDAD_REASONS[4].nombre} / Vacaciones colectivas de ejemplo del docente` };
}

export function registerNovedadEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'novedad_docente/crear',
    permission: P.docentes.edit,
    body: crearNovedadBody,
    malformedExample: { docente_id: 1, fecha: '2099-01-05', horas: [], motivo: 'Otro / corto' },
    example: exampleCreate,
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
    malformedExample: { docente_id: 'abc' },
    example: async (db) => {
      const [teacher] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND deleted_at IS NULL ORDER BY id LIMIT 1');
      return teacher ? { docente_id: teacher.id } : null;
    },
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
    malformedExample: { novedad_id: 1, motivo: 'no' },
    example: async (db) => {
      const [novedad] = await db.query<{ id: number }>('SELECT id FROM novedades_docente ORDER BY id DESC LIMIT 1');
      return novedad ? { novedad_id: novedad.id, motivo: 'Registrada por error' } : null;
    },
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
