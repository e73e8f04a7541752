// The bodies of the scheduler's class calls (docs/domain/scheduler.md 'The class scheduler', its calls): one zod
// schema each, checked by the server with Spanish messages and typing the browser's calls.
import { z } from 'zod';
import { idValue } from '../../engine/ids';
import { fechaSchema as fecha, horaSchema as hora } from '../novedades';
import { reasonProblem, type ReasonKind } from './bookings';
import { characterIssue } from '../../engine/untrustedText';

export const SCHEDULER_FIELD_MESSAGES = {
  types: 'Debe seleccionar al menos un tipo de clase',
} as const;
const tipos = z.array(z.string().min(1).max(40)).min(1, { error: SCHEDULER_FIELD_MESSAGES.types }).max(8);

/** A reason of at least the kind's minimum (REASON_MINIMUMS), said as the shared rule says it. */
export const reasonSchema = (kind: ReasonKind) =>
  z.string().max(2000).superRefine((text, ctx) => {
    const problem = reasonProblem(kind, text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const slotBody = z.object({ fecha, hora }).strict();
export const dateBody = z.object({ fecha }).strict();
/** clase_id: the class the offer is for (changing its room): a room must allow that class's courses. */
export const offerBody = z.object({ fecha, hora, tipos, clase_id: idValue().optional() }).strict();
export const createClassBody = z.object({ fecha, hora, tipos, profesor_id: idValue(), salon_id: idValue(), motivo: reasonSchema('clase_manual') }).strict();
export const deleteClassBody = z.object({ id: idValue(), motivo: reasonSchema('eliminar_clase') }).strict();
export const changeTeacherBody = z.object({ id: idValue(), profesor_id: idValue() }).strict();
export const changeRoomBody = z.object({ id: idValue(), salon_id: idValue() }).strict();
export const classIdBody = z.object({ id: idValue() }).strict();

export type CreateClassBody = z.output<typeof createClassBody>;

/** agendamiento/set_clase: into a class (a drag), or null into the pending list (an unassign, with a reason). */
export const setClassBody = z
  .object({
    agendamiento_id: idValue(),
    clase_id: idValue().nullable(),
    motivo: z
      .string()
      .max(2000)
      .superRefine(characterIssue(true))
      .optional(),
    version: z.number().int().min(1).max(2147483647).optional(),
  })
  .strict();
export const cancelBookingBody = z.object({ agendamiento_id: idValue(), motivo: reasonSchema('cancelar_agendamiento') }).strict();
export const autoAssignBody = z.object({ agendamiento_id: idValue(), motivo: reasonSchema('asignar') }).strict();
export const confirmBookingBody = z.object({ agendamiento_id: idValue() }).strict();
/** The student detail's booking actions: eliminar_tema, asignar_tema_auto, anular_firma by agendamiento; set_tema with the topic. */
export const bookingIdBody = z.object({ agendamiento_id: idValue() }).strict();
export const setTopicBody = z.object({ agendamiento_id: idValue(), tema_id: idValue() }).strict();
export const manualBookingBody = z
  .object({
    id: idValue(),
    dia: fecha,
    hora,
    tipo_clase: z.string().min(1).max(40),
    tipo_solicitud: z.enum(['normal', 'tutoria', 'refuerzo', 'lab', 'club']),
    tema_id: idValue().nullable().optional(),
    motivo: reasonSchema('agendamiento_manual'),
  })
  .strict();

/** cancelacion_agendamientos (#/cacelacionMasiva): every open booking of a slot at a sede. */
export const bulkCancelBody = z.object({ fecha, hora, sede: idValue() }).strict();

/** estado/disponibilidad_full: the slot's availability per class type (docs/domain/scheduler.md 'The class scheduler'). */
export const availabilityBody = z.object({ dia: fecha, hora }).strict();
/** agendamiento/calcular_siguiente_tema: the next topic of a student's current course. */
export const nextTopicBody = z.object({ estudiante_id: idValue() }).strict();

/** tutorias/cancelar (98E38A0E, the student area's): a reason of at least 20 characters. */
export const cancelTutoringBody = z.object({ tutoria_id: idValue(), motivo: reasonSchema('cancelar_tutoria') }).strict();

/** agendamiento/marcar_asistencia (383FFC12): the class took place; the student came or not. */
export const attendanceBody = z
  .object({ agendamiento_id: idValue(), asistencia: z.enum(['asistido', 'ausencia'], { error: 'La asistencia debe ser asistido o ausencia' }) })
  .strict();
