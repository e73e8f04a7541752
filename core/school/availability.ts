// A teacher's weekly availability (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): weekday slot keys
// of the regular template or, for a tutor, of the tutoring template. Presets, the filter a save
// applies, the summary's 'Aplicar Filtro' and its configuration index. Pure; the editor, the
// summary and the server share it.
import {
  isMorning, parseSlotKey, SCHOOL_DAYS, type SchoolDay, tutoringSlots, WEEKLY_TEMPLATE, weekdayKey, type WeeklyTemplate,
} from './calendar';

export type Preset = 'mananas' | 'tardes';

const WORKDAYS: readonly SchoolDay[] = [1, 2, 3, 4, 5];

/** Each template's keys and their positions, built once: rules run them per teacher and per slot. */
const TEMPLATE_KEYS = new WeakMap<WeeklyTemplate, Record<'regular' | 'tutoria', { keys: readonly string[]; position: ReadonlyMap<string, number> }>>();

function templateKeys(tutor: boolean, template: WeeklyTemplate) {
  let built = TEMPLATE_KEYS.get(template);
  if (!built) {
    const index = (keys: string[]) => ({ keys, position: new Map(keys.map((key, i) => [key, i])) });
    built = {
      regular: index(SCHOOL_DAYS.flatMap((day) => template[day].map((time) => weekdayKey(day, time)))),
      tutoria: index(SCHOOL_DAYS.flatMap((day) => tutoringSlots(day).map((time) => weekdayKey(day, time)))),
    };
    TEMPLATE_KEYS.set(template, built);
  }
  return built[tutor ? 'tutoria' : 'regular'];
}

/** Every slot key a teacher may be available at, in template order (Monday first, then by hour). */
export function availabilityKeys(tutor: boolean, template: WeeklyTemplate = WEEKLY_TEMPLATE): readonly string[] {
  return templateKeys(tutor, template).keys;
}

/** Saved availability keeps only the template's slots (each once, in template order). */
export function keepTemplateSlots(keys: readonly string[], tutor: boolean, template: WeeklyTemplate = WEEKLY_TEMPLATE): string[] {
  const { position } = templateKeys(tutor, template);
  return [...new Set(keys)].filter((key) => position.has(key)).sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
}

/**
 * 'Mañanas' / 'Tardes': the first or last five class slots Monday to Friday; for a tutor
 * the quarter-hours before or from 13:00 on the same days.
 */
export function presetKeys(preset: Preset, tutor: boolean, template: WeeklyTemplate = WEEKLY_TEMPLATE): string[] {
  return WORKDAYS.flatMap((day) => {
    const times = tutor
      ? tutoringSlots(day).filter((time) => isMorning(time) === (preset === 'mananas'))
      : preset === 'mananas' ? template[day].slice(0, 5) : template[day].slice(-5);
    return times.map((time) => weekdayKey(day, time));
  });
}

/** Turns a set of keys on (all of them) or off in an availability, keeping template order. */
export function toggleKeys(current: readonly string[], keys: readonly string[], on: boolean, tutor: boolean): string[] {
  const next = new Set(current);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return keepTemplateSlots([...next], tutor);
}

/** 'Aplicar Filtro': the teachers available at every selected slot (all of them when none is selected). */
export function availableAtAll<T extends { disponibilidad: readonly string[] }>(teachers: readonly T[], selected: readonly string[]): T[] {
  return teachers.filter((teacher) => selected.every((key) => teacher.disponibilidad.includes(key)));
}

/** A rounded percent of a part over a whole (0 when the whole is 0). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * The general configuration index: the mean of the per-teacher pre-assigned/available ratios, as a
 * rounded percent. A teacher with no availability has no ratio and is left out; none at all gives 0.
 */
export function configurationIndex(teachers: readonly { preasignados: number; disponibles: number }[]): number {
  const ratios = teachers.filter((t) => t.disponibles > 0).map((t) => t.preasignados / t.disponibles);
  if (ratios.length === 0) return 0;
  return Math.round((ratios.reduce((sum, r) => sum + r, 0) / ratios.length) * 100);
}

/** The day of a weekday key (1–6), or null. */
export function dayOfKey(key: string): SchoolDay | null {
  const slot = parseSlotKey(key);
  return slot?.kind === 'weekday' ? slot.day : null;
}
