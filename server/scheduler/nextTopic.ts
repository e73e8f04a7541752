// agendamiento/calcular_siguiente_tema {estudiante_id} (5B4F11C4): the topic a manual booking
// proposes — the first active, programable topic (not autonomous work), by order, of the student's
// current course that no live booking of theirs holds yet (a cancelled one frees its topic); a topic
// defined by progreso/definir_tema goes first; one passed, attended or blocked in the progress record never.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import { nextTopicBody } from '../../core/school/scheduler/classBodies';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { validationError } from '../errors/apiError';
import { visibleStudent } from '../people/studentReach';
import type { RouteDeps } from '../http/routeDeps';
import { firstFreeTopic, type NextTopic } from './bookingReads';

export const NEXT_TOPIC_MESSAGES = {
  noCourse: 'El estudiante no tiene curso activo',
  done: 'El estudiante ya agendó todos los temas de su curso',
} as const;

/**
 * The rule, for this call and agendamiento/asignar_tema_auto: the student's next topic, or why there
 * is none. Only topics a class can be booked for (programable: not autonomous work).
 */
export async function nextTopicOf(db: Database, student: { id: number; curso_actual_id: number | null }): Promise<NextTopic | { error: string }> {
  if (student.curso_actual_id === null) return { error: NEXT_TOPIC_MESSAGES.noCourse };
  // A topic staff defined as the next one (progreso/definir_tema) comes first while it is free.
  return (await firstFreeTopic(db, student.curso_actual_id, student.id)) ?? { error: NEXT_TOPIC_MESSAGES.done };
}

export function registerNextTopicEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'agendamiento/calcular_siguiente_tema',
    permission: P.programador.createAgendamiento,
    body: nextTopicBody,
    handler: async ({ body, session }) => {
      const { id } = await visibleStudent(db, session, body.estudiante_id);
      const [student] = await db.query<{ id: number; curso_actual_id: number | null }>('SELECT id, curso_actual_id FROM usuarios WHERE id = $1', [id]);
      const tema = await nextTopicOf(db, student);
      if ('error' in tema) throw validationError({ estudiante_id: tema.error }, tema.error);
      return tema;
    },
  });
}
