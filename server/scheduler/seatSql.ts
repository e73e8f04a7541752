// 'Holds a seat' (core/school/scheduler/bookings.ts SEATLESS_STATES) as an SQL condition on a
// booking's estado column: the one place the server's queries write it.
import { SEATLESS_STATES } from '../../core/school/scheduler/bookings';

const SEATLESS_LIST = SEATLESS_STATES.map((estado) => `'${estado}'`).join(', ');

/** `<column> NOT IN ('cancelado', 'bloqueado')`: true when the booking holds a seat. */
export function holdsSeatSql(column: string): string {
  return `${column} NOT IN (${SEATLESS_LIST})`;
}
