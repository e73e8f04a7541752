// The home dashboard's indicators (BA0052EE; doc 1 §2, one bar per sede), each per sede of the
// caller's permitted ones:
//   estudiantes_activos: students with activo and a vigencia not yet past (school clock);
//   agendamientos_acumulados: bookings not cancelled, of dates from the first of this month;
//   agendamientos_estudiantes: those of them the student asked for (origen 'estudiante', not staff).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { today } from '../../resources/clock';
import { P } from '../../resources/permissions';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../routes/types';

export interface SedeFigure {
  sede_id: number;
  sede: string;
  valor: number;
}

const INDICATORS = {
  'indicadores/estudiantes_activos': `
    SELECT count(*)::integer FROM usuarios u
    WHERE u.sede_id = s.id AND u.es AND u.activo AND u.deleted_at IS NULL AND u.vigencia >= $1::date`,
  'indicadores/agendamientos_acumulados': `
    SELECT count(*)::integer FROM agendamientos a
    WHERE a.sede_id = s.id AND a.estado <> 'cancelado' AND a.fecha >= date_trunc('month', $1::date) AND a.fecha <= $1::date`,
  'indicadores/agendamientos_estudiantes': `
    SELECT count(*)::integer FROM agendamientos a
    WHERE a.sede_id = s.id AND a.estado <> 'cancelado' AND a.origen = 'estudiante' AND a.fecha >= date_trunc('month', $1::date) AND a.fecha <= $1::date`,
} as const;

/** One figure per sede the session reaches, by sede name. */
function figures(db: Database, session: Session, count: string, day: string): Promise<SedeFigure[]> {
  return db.query<SedeFigure>(
    `SELECT s.id AS sede_id, s.nombre AS sede, (${count}) AS valor FROM sedes s
     WHERE $2::integer[] IS NULL OR s.id = ANY($2::integer[]) ORDER BY s.nombre`,
    [day, session.sedes ? [...session.sedes] : null],
  );
}

export function registerIndicatorEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  for (const [path, count] of Object.entries(INDICATORS)) {
    defineEndpoint(app, {
      path,
      permission: P.inicio.disponibilidad,
      body: z.object({}).strict(),
      malformedExample: { sede_id: 1 },
      example: async () => ({}),
      handler: ({ session }) => figures(db, session, count, today(clock)),
    });
  }
}
