// The home dashboard's 'Disponibilidad Actual' rules, pure: each class-type cell shows
// available/capacity coloured red (no capacity), orange (over capacity), green (full), blue (seats
// left) or gray (unknown) — the scheduler's availability badge (core/school/scheduler/slotBadge.ts) in the home's colours;
// a slot's Total is bookings / (seats of its occupied rooms + seats its free teachers could open),
// with the rounded percentage (docs/domain/scheduler.md 'The class scheduler', its home dashboard item).
import { TIPOS_CLASE } from '../../../core/school/classTypes';
import { type SlotBadge, slotBadge } from '../../../core/school/scheduler/slotBadge';

export type CellColour = 'red' | 'green' | 'orange' | 'blue' | 'gray';

const BADGE_COLOURS: Record<SlotBadge, CellColour> = { danger: 'red', success: 'green', warning: 'orange', info: 'blue' };

/** One class type at a slot, as estado/disponibilidad_full answers it (the fields the table reads). */
export interface TypeAvailability {
  tipo: string;
  nombre_corto: string;
  capacidad_salones_disponibles: number;
  capacidad_salones_ocupados: number;
  ocupacion_salones_ocupados: number;
  ocupacion_sin_asignar: number;
  disponibles: number;
}

/** One slot's Total figures, as indicadores/disponibilidad_franjas answers them. */
export interface SlotSupply {
  hora: string;
  ocupacion: number;
  capacidad_salones_ocupados: number;
  capacidad_docentes_disponibles: number;
}

export interface Cell {
  text: string;
  colour: CellColour;
}

export const UNKNOWN_CELL: Cell = { text: '—', colour: 'gray' };

const known = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The colour of `available` seats out of `capacity`; gray when either is unknown. */
export function cellColour(capacity: number | undefined, available: number | undefined): CellColour {
  if (!known(capacity) || !known(available)) return 'gray';
  return BADGE_COLOURS[slotBadge(capacity, capacity - available)];
}

/** A type's cell: seats left / all seats of the rooms allowing it (free ones and those whose class has it). */
export function typeCell(row: TypeAvailability | undefined): Cell {
  if (!row) return UNKNOWN_CELL;
  const capacity = row.capacidad_salones_disponibles + row.capacidad_salones_ocupados;
  if (!known(capacity) || !known(row.disponibles)) return UNKNOWN_CELL;
  return { text: `${row.disponibles}/${capacity}`, colour: cellColour(capacity, row.disponibles) };
}

export interface Total extends Cell {
  ocupacion: number;
  capacidad: number;
  /** Rounded percent of capacidad taken; null without capacity. */
  porcentaje: number | null;
}

/** 'ocupación/capacidad (p%)'; capacidad = occupied rooms' seats + the seats free teachers could open. */
export function totalOf(ocupacion: number, capacidad: number): Total {
  const porcentaje = capacidad > 0 ? Math.round((100 * ocupacion) / capacidad) : null;
  return {
    ocupacion,
    capacidad,
    porcentaje,
    text: `${ocupacion}/${capacidad} (${porcentaje === null ? '—' : `${porcentaje}%`})`,
    colour: cellColour(capacidad, capacidad - ocupacion),
  };
}

export const slotTotal = (slot: SlotSupply): Total =>
  totalOf(slot.ocupacion, slot.capacidad_salones_ocupados + slot.capacidad_docentes_disponibles);

/** A date's total: the sums of its slots' figures. */
export function dateTotal(slots: readonly SlotSupply[]): Total {
  return totalOf(
    slots.reduce((sum, s) => sum + s.ocupacion, 0),
    slots.reduce((sum, s) => sum + s.capacidad_salones_ocupados + s.capacidad_docentes_disponibles, 0),
  );
}

export interface TypeColumn {
  tipo: string;
  nombre_corto: string;
}

const ORDER = new Map(TIPOS_CLASE.map((t, i) => [t.id, i]));

/** The columns: every class type some loaded slot reports (the types the sede's rooms allow), in the catalogue's order. */
export function typeColumns(slots: readonly (readonly TypeAvailability[] | undefined)[]): TypeColumn[] {
  const seen = new Map<string, TypeColumn>();
  for (const rows of slots) for (const row of rows ?? []) if (!seen.has(row.tipo)) seen.set(row.tipo, { tipo: row.tipo, nombre_corto: row.nombre_corto });
  return [...seen.values()].sort((a, b) => (ORDER.get(a.tipo) ?? ORDER.size) - (ORDER.get(b.tipo) ?? ORDER.size) || a.tipo.localeCompare(b.tipo));
}
