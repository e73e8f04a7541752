// #/logistica's choices and summaries as data: the dates asked for (the chosen day and
// the extra dates, without repeats, at most seven), the hour options ('Todas' or one slot of the
// day), each day's title and each slot's one-line summary. Pure.
import { weekdayOfDate } from '../../../core/school/calendar';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';
import { formatHour } from '../../../core/engine/dates';
import { type LogisticaSlot, MAX_LOGISTICA_DATES } from '../../../core/school/scheduler/displays';
import { formatDate } from '../../../core/engine/dates';

/** The hour dropdown's value for every slot. */
export const ALL_HOURS = '';

const WEEKDAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** The dates logistica/clases is asked for: the day and the extras, sorted, no repeats, at most seven. */
export function logisticaDates(day: string | undefined, extras: readonly string[]): string[] {
  return [...new Set([...(day ? [day] : []), ...extras])].sort().slice(0, MAX_LOGISTICA_DATES);
}

/** The extras with `date` added, unless it is already shown or the seven are taken (then unchanged). */
export function addExtraDate(extras: readonly string[], day: string | undefined, date: string): readonly string[] {
  const shown = logisticaDates(day, extras);
  if (shown.includes(date) || shown.length >= MAX_LOGISTICA_DATES) return extras;
  return [...extras, date];
}

export interface HourOption {
  value: string;
  label: string;
}

/** 'Todas', then the day's slots by their short name. */
export function hourOptions(day: AgendaDay | undefined): HourOption[] {
  return [{ value: ALL_HOURS, label: 'Todas' }, ...(day?.horas ?? []).map((h) => ({ value: h.hora, label: formatHour(h.hora) }))];
}

/** 'Lunes 23/11/2026'. */
export function dayTitle(fecha: string): string {
  return `${WEEKDAY_NAMES[weekdayOfDate(fecha) - 1]} ${formatDate(fecha)}`;
}

/** '3 clases · 25 agendados · 4 salones libres'. */
export function slotSummary(slot: LogisticaSlot): string {
  const booked = slot.clases.reduce((sum, clase) => sum + clase.agendados, 0);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [plural(slot.clases.length, 'clase', 'clases'), plural(booked, 'agendado', 'agendados'), plural(slot.libres.length, 'salón libre', 'salones libres')].join(' · ');
}
