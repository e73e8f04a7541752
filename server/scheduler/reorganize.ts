// agendamientos/reorganizar {fecha, hora} (8A511756): places the slot's pending bookings of the
// current sede in its classes and in classes opened from its pre-assignments — the most placed,
// then the fewest classes (core/school/scheduler/reorganize.ts) — in one transaction over the slot
// read under locks: each class through clase/crear's rules and insert, each booking through
// set_clase's write, a history line for each, one audit event for the call; the database's keys and
// capacity trigger still have the last word (a refusal is a 409 and nothing is written). Answers
// how many were placed, the classes opened and every booking still pending with its reason.
import type { FastifyInstance } from 'fastify';
import { slotsOfDate } from '../../core/school/calendar';
import { P } from '../../core/engine/permissions';
import { slotBody } from '../../core/school/scheduler/classBodies';
import { reorganize } from '../../core/school/scheduler/reorganize';
import { recordEvent } from '../audit/events';
import { defineEndpoint } from '../http/endpoint';
import { studentReach } from '../people/studentReach';
import { validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { bookingsWithin, nextState } from './bookingRepository';
import { classesWithin } from './classRepository';
import { CLASS_MESSAGES } from './classWrites';
import { schedulerWrite } from './conflicts';
import { readSlotPlan } from './reorganizePlan';
import { currentSede } from './sede';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REORGANIZE_MESSAGES = {
  /** The reason written in each opened class's history. */
  opened: 'Clase abierta por Reorganizar desde la preasignación del salón y el docente en esta franja',
  placed: 'Agendamiento asignado por Reorganizar',
  none: 'No hay agendamientos pendientes en esta franja.',
  done: (colocados: number, abiertas: number, pendientes: number) =>
    `Reorganización: ${plural(colocados, 'agendamiento asignado', 'agendamientos asignados')}, ${plural(abiertas, 'clase abierta', 'clases abiertas')}, ${plural(pendientes, 'pendiente', 'pendientes')}.`,
} as const;

export function registerReorganizeEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'agendamientos/reorganizar',
    permission: P.programador.reorganizar,
    body: slotBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      if (!slotsOfDate(body.fecha).includes(body.hora)) throw validationError({ hora: CLASS_MESSAGES.notSlot });
      const students = studentReach(db, session);
      return schedulerWrite(db, async (tx) => {
        const slot = { ...body, sedeId };
        const { input, bookings } = await readSlotPlan(tx, slot, true, students);
        const plan = reorganize(input);
        const opened: number[] = [];
        for (const nueva of plan.nuevas) {
          const clase = { ...body, tipos: nueva.tipos, profesor_id: nueva.docente_id, salon_id: nueva.salon_id, motivo: REORGANIZE_MESSAGES.opened };
          opened.push(await classesWithin(tx, sedeId).open(clase, session));
        }
        const moves = [];
        for (const { agendamiento_id, destino } of plan.colocaciones) {
          const booking = bookings.get(agendamiento_id)!;
          const claseId = 'clase_id' in destino ? destino.clase_id : opened[destino.nueva];
          await bookingsWithin(tx, students, [sedeId]).place({ booking, estado: nextState('mover', booking, 'clase'), claseId, evento: REORGANIZE_MESSAGES.placed, session, tipo: 'reorganizar' });
          moves.push({ id: agendamiento_id, clase_id: claseId });
        }
        const pendientes = plan.pendientes.map((p) => ({ agendamiento_id: p.agendamiento_id, estudiante: bookings.get(p.agendamiento_id)!.estudiante, tipo_clase: p.tipo_clase, motivo: p.motivo.mensaje }));
        const mensaje = bookings.size === 0 ? REORGANIZE_MESSAGES.none : REORGANIZE_MESSAGES.done(moves.length, opened.length, pendientes.length);
        // One audit event for the call (the trail's rule): every class opened and booking moved.
        if (moves.length > 0 || opened.length > 0) {
          await recordEvent(tx, {
            universo: 'agendamientos',
            tipo: 'reorganizar',
            evento: mensaje,
            contenido: { ...body, clases_abiertas: opened.map((id, i) => ({ id, ...plan.nuevas[i] })), agendamientos: moves, optimo: plan.optimo },
            usuarioId: session.userId,
          });
        }
        return { colocados: moves.length, clases_abiertas: opened.length, pendientes, mensaje };
      });
    },
  });
}
