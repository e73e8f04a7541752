// Teachers' novedades (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): absences and other events of
// a teacher at a date and hour. The reasons as data, the motivo sent ('reason / description') and
// read back, the hours a date offers, the form's rules and the three bodies: one module for the
// server and the page.
import { z } from 'zod';
import { type SchoolDay, slotsOfDate, tutoringSlots, weekdayOfDate } from './calendar';
import { addDays, type Clock, notBeforeTomorrow } from '../engine/clock';
import { idValue } from '../engine/ids';
import { characterIssue, textCharacterProblem } from '../engine/untrustedText';

/** The reasons, code → label, in the select's order. */
export const NOVEDAD_REASONS = [
  { codigo: 1, nombre: 'Licencia Remunerada' },
  { codigo: 2, nombre: 'Licencia No Remunerada' },
  { codigo: 3, nombre: 'Incapacidad' },
  { codigo: 4, nombre: 'Llegada tarde' },
  { codigo: 5, nombre: 'Vacaciones' },
  { codigo: 6, nombre: 'Inasistencia' },
  { codigo: 10, nombre: 'Otro' },
] as const;

export type NovedadReasonCode = (typeof NOVEDAD_REASONS)[number]['codigo'];

export const MIN_DESCRIPTION = 30;
export const MIN_DELETE_REASON = 5;
const MAX_MOTIVO = 1000;
/** Between the reason and the description in the motivo sent. */
export const MOTIVO_SEPARATOR = ' / ';

export const NOVEDAD_MESSAGES = {
  created: 'Novedad creada',
  deleted: 'Novedad eliminada',
  date: 'Fecha no válida (AAAA-MM-DD)',
  hour: 'Hora no válida (HH:mm)',
  noHours: 'Debe seleccionar al menos una hora',
  repeatedHours: 'Hay horas repetidas',
  noHoursThatDay: 'Ese día no tiene horas de clase',
  notSlot: (hora: string) => `La hora ${hora} no es un bloque de ese día`,
  reason: 'Debe seleccionar un motivo de la lista',
  description: `La descripción debe tener mínimo ${MIN_DESCRIPTION} caracteres`,
  deleteReason: `El motivo debe tener mínimo ${MIN_DELETE_REASON} caracteres`,
  /** fecha 'YYYY-MM-DD', said DD/MM/YYYY. */
  duplicate: (fecha: string, horas: readonly string[]) =>
    `El docente ya tiene una novedad el ${fecha.split('-').reverse().join('/')} a ${horas.length === 1 ? 'la hora' : 'las horas'} ${horas.join(', ')}`,
} as const;

/** One novedad as novedad_docente/ver and crear answer it (observaciones = the motivo sent). */
export interface Novedad {
  id: number;
  fecha: string;
  hora: string;
  observaciones: string;
  created_at: string;
}

export function reasonName(codigo: number): string | undefined {
  return NOVEDAD_REASONS.find((r) => r.codigo === codigo)?.nombre;
}

/** 'Vacaciones / Viaje familiar…': the reason's label, ' / ', the description (trimmed). */
export function composeMotivo(codigo: number, descripcion: string): string {
  const nombre = reasonName(codigo);
  if (!nombre) throw new Error(`Motivo desconocido: ${codigo}`);
  return `${nombre}${MOTIVO_SEPARATOR}${descripcion.trim()}`;
}

/** A motivo read back: its reason's code and its description; null when it starts with no reason. */
export function parseMotivo(motivo: string): { codigo: NovedadReasonCode; descripcion: string } | null {
  const reason = NOVEDAD_REASONS.find((r) => motivo.startsWith(`${r.nombre}${MOTIVO_SEPARATOR}`));
  if (!reason) return null;
  return { codigo: reason.codigo, descripcion: motivo.slice(reason.nombre.length + MOTIVO_SEPARATOR.length).trim() };
}

/**
 * The hours a date offers (from the availability template of its weekday, Monday to Saturday;
 * Sunday none). A tutor's availability is kept in the tutoring template (a tutor uses the tutoring
 * editor), so a tutor is offered its quarter-hours: an absence then covers exactly the slots the
 * tutor could be booked at. Everyone else gets the weekly template's class slots.
 */
export function hoursOfDate(date: string, tutor = false): readonly string[] {
  const day = weekdayOfDate(date);
  if (day === 7) return [];
  return tutor ? tutoringSlots(day as SchoolDay) : slotsOfDate(date);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && addDays(value, 0) === value;
}

/** What the create form holds before sending. */
export interface NovedadDraft {
  fecha: string | null;
  horas: readonly string[];
  codigo: number | null;
  descripcion: string;
}

export type NovedadDraftErrors = Partial<Record<'fecha' | 'horas' | 'motivo' | 'descripcion', string>>;

/** The form's problems (empty = 'Crear' may send); 'tomorrow' is the school clock's, as on the server. */
export function novedadDraftErrors(draft: NovedadDraft, clock: Clock, tutor = false): NovedadDraftErrors {
  const errors: NovedadDraftErrors = {};
  const dateProblem = !draft.fecha || !isIsoDate(draft.fecha) ? 'Debe seleccionar una fecha' : notBeforeTomorrow(clock, draft.fecha);
  if (dateProblem) errors.fecha = dateProblem;
  const offered = draft.fecha && !errors.fecha ? hoursOfDate(draft.fecha, tutor) : [];
  if (draft.horas.length === 0 || draft.horas.some((h) => !offered.includes(h))) errors.horas = NOVEDAD_MESSAGES.noHours;
  if (draft.codigo === null || !reasonName(draft.codigo)) errors.motivo = NOVEDAD_MESSAGES.reason;
  if (draft.descripcion.trim().length < MIN_DESCRIPTION) errors.descripcion = NOVEDAD_MESSAGES.description;
  return errors;
}

/** A date 'YYYY-MM-DD' and a time 'HH:mm' in a request body (the scheduler's bodies use them too). */
export const fechaSchema = z.string().refine(isIsoDate, { error: NOVEDAD_MESSAGES.date });
export const horaSchema = z.string().regex(TIME, { error: NOVEDAD_MESSAGES.hour });
const fecha = fechaSchema;
const hora = horaSchema;

/** novedad_docente/crear: one novedad per hour of the date, all with the same motivo. */
export const crearNovedadBody = z
  .object({
    docente_id: idValue(),
    fecha,
    horas: z.array(hora).min(1, { error: NOVEDAD_MESSAGES.noHours }).max(60)
      .refine((horas) => new Set(horas).size === horas.length, { error: NOVEDAD_MESSAGES.repeatedHours }),
    motivo: z
      .string()
      .max(MAX_MOTIVO)
      .superRefine((motivo, ctx) => {
        const parsed = parseMotivo(motivo);
        const characters = textCharacterProblem(motivo, true);
        if (characters) ctx.addIssue({ code: 'custom', message: characters });
        else if (!parsed) ctx.addIssue({ code: 'custom', message: NOVEDAD_MESSAGES.reason });
        else if (parsed.descripcion.length < MIN_DESCRIPTION) ctx.addIssue({ code: 'custom', message: NOVEDAD_MESSAGES.description });
      }),
  })
  .strict();

/** novedad_docente/ver: the teacher's novedades. */
export const verNovedadesBody = z.object({ docente_id: idValue() }).strict();

/** novedad_docente/eliminar: one novedad, with the reason of its deletion. */
export const eliminarNovedadBody = z
  .object({ novedad_id: idValue(), motivo: z.string().trim().min(MIN_DELETE_REASON, { error: NOVEDAD_MESSAGES.deleteReason }).max(500)
    .superRefine(characterIssue(true)) })
  .strict();

export type CrearNovedadBody = z.input<typeof crearNovedadBody>;
export type EliminarNovedadBody = z.input<typeof eliminarNovedadBody>;

export interface CrearNovedadResponse {
  mensaje: string;
  novedades: Novedad[];
}
