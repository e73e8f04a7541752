// Demo pre-assignments and novedades: each active room's slots are offered to the teachers available
// there, free, and sharing a type with the room, until about 60 % of the room's blocks are taken
// (the database's UNIQUE keys would refuse a double booking, so the builder never makes one).
import { addDays } from '../../core/engine/clock';
import { AUTO_PAIRED, combinationProblem } from '../../core/school/classTypeCombinations';
import { NOVEDAD_REASONS } from '../../core/school/novedades';
import { isTutoringRoom, roomSlotKeys } from '../../core/school/preassignments';
import { parseSlotKey, slotsOfDate } from '../../core/school/calendar';
import type { SqlParam } from '../db/database';
import type { Random } from './prng';

export interface SeedRoom {
  id: number;
  activo: boolean;
  tipos_permitidos: string[];
}

export interface SeedTeacher {
  id: number;
  activo: boolean;
  tipos_permitidos: string[];
  disponibilidad: string[];
  tutor: boolean;
}

export const PREASSIGNED_SHARE = 0.6;

/** The types of one pre-assignment: one shared type, or a shared pair that combines ('and'). */
function slotTypes(random: Random, shared: string[]): { tipos: string[]; modo: 'and' | 'or' } {
  const first = random.pick(shared);
  const pair = AUTO_PAIRED[first];
  if (pair && shared.includes(pair) && random.chance(0.4) && combinationProblem([first, pair]) === null) return { tipos: [first, pair], modo: 'and' };
  const second = shared.find((t) => t !== first && random.chance(0.2));
  return second ? { tipos: [first, second], modo: 'or' } : { tipos: [first], modo: 'or' };
}

export function buildPreassignments(random: Random, rooms: readonly SeedRoom[], teachers: readonly SeedTeacher[]): Record<string, SqlParam>[] {
  const byKey = new Map<string, SeedTeacher[]>();
  for (const teacher of teachers.filter((t) => t.activo)) {
    for (const key of teacher.disponibilidad) byKey.set(key, [...(byKey.get(key) ?? []), teacher]);
  }
  const busy = new Set<string>(); // `${teacherId}@${key}`
  const rows: Record<string, SqlParam>[] = [];
  for (const room of rooms.filter((r) => r.activo)) {
    for (const key of roomSlotKeys(room.tipos_permitidos)) {
      if (!random.chance(PREASSIGNED_SHARE)) continue;
      const candidates = (byKey.get(key) ?? []).filter((t) => !busy.has(`${t.id}@${key}`) && t.tipos_permitidos.some((tipo) => room.tipos_permitidos.includes(tipo)));
      if (candidates.length === 0) continue;
      const teacher = random.pick(candidates);
      busy.add(`${teacher.id}@${key}`);
      const slot = parseSlotKey(key);
      if (slot?.kind !== 'weekday') continue;
      const shared = teacher.tipos_permitidos.filter((tipo) => room.tipos_permitidos.includes(tipo));
      const tipos = isTutoringRoom(room.tipos_permitidos) ? { tipos: ['tutoria'], modo: 'or' as const } : slotTypes(random, shared);
      rows.push({ dia: slot.day, hora: slot.time, salon_id: room.id, docente_id: teacher.id, tipos: tipos.tipos, modo: tipos.modo });
    }
  }
  return rows;
}

const DESCRIPTIONS = [
  'Cita médica programada con anterioridad, presenta soporte.',
  'Viaje familiar aprobado por la coordinación académica.',
  'Capacitación institucional en la sede principal durante la jornada.',
  'Calamidad doméstica informada por el docente a la coordinación.',
  'Trámite personal autorizado por la dirección de la sede.',
];

/** A few novedades of some class teachers in the coming weeks (and some past ones), at class hours. */
export function buildNovedades(random: Random, teachers: readonly SeedTeacher[], today: string): Record<string, SqlParam>[] {
  const rows: Record<string, SqlParam>[] = [];
  for (const teacher of random.sample(teachers.filter((t) => t.activo && !t.tutor), 24)) {
    const fecha = addDays(today, random.int(-20, 30));
    const horas = slotsOfDate(fecha);
    if (horas.length === 0) continue;
    const reason = random.pick(NOVEDAD_REASONS);
    const description = random.pick(DESCRIPTIONS);
    for (const hora of random.sample(horas, random.int(1, 3))) {
      rows.push({ docente_id: teacher.id, fecha, hora, motivo_codigo: reason.codigo, observaciones: `${reason.nombre} / ${description}` });
    }
  }
  return rows;
}
