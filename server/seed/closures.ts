// Demo closures: a few upcoming days on which some sedes close some class hours (maintenance,
// holidays, events), created by the demo administrator.
import { slotsOfDate } from '../../core/school/calendar';
import { addDays } from '../../core/engine/clock';
import type { SqlParam } from '../db/database';
import type { Random } from './prng';

const MESSAGES = [
  'Mantenimiento eléctrico programado en la sede.',
  'Jornada de capacitación docente: no hay clases en estas horas.',
  'Evento institucional en el auditorio.',
  'Fumigación preventiva de las instalaciones.',
  'Simulacro de evacuación.',
];

export function buildClosures(random: Random, sedeIds: readonly number[], today: string, usuario: string): Record<string, SqlParam>[] {
  const rows: Record<string, SqlParam>[] = [];
  for (let i = 0; i < 6; i++) {
    const fecha = addDays(today, random.int(2, 45));
    const slots = slotsOfDate(fecha);
    if (slots.length === 0) continue;
    const start = random.int(0, slots.length - 1);
    rows.push({
      fecha,
      horas: slots.slice(start, start + random.int(1, 3)),
      sedes: random.sample(sedeIds, random.int(1, 3)),
      mensaje: MESSAGES[i % MESSAGES.length],
      usuario,
    });
  }
  return rows;
}
