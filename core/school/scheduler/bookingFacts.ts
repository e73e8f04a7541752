// The facts a booking is chosen by (issue 43 point 12): estudiante/ver_horarios's `detalle` (each
// hour of a day with its free seats, and the classes held then with room, teacher and seats), and a
// day as a person reads it ('lunes 30 de noviembre'). Shared by the server and the pages. Pure.

/** A class held at the hour, of a type the student's course is taught in. */
export interface BookingClassFact {
  clase_id: number;
  salon: string;
  docente: string;
  /** The class's chairs not taken by a booking of it. */
  cupos: number;
}

/** An hour of a day the student may be offered (no closure, no booking of theirs then). */
export interface BookingHourFact {
  hora: string;
  /** The seats a new request can still take: the classes' free chairs plus the free rooms', less the pending requests. 0: full. */
  cupos: number;
  clases: BookingClassFact[];
  /** Active rooms allowing the course's types that hold no class then, and their chairs. */
  salones_libres: number;
  cupos_salones_libres: number;
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 'YYYY-MM-DD' as es-CO writes it with its weekday: 'lunes 30 de noviembre' (the year only when `withYear`). Anything else as it came. */
export function longDay(iso: string, withYear = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} de ${MONTHS[month - 1]}${withYear ? ` de ${year}` : ''}`;
}

/** '1 cupo libre', '3 cupos libres', 'Sin cupos'. */
export function seatsText(cupos: number): string {
  if (cupos <= 0) return 'Sin cupos';
  return cupos === 1 ? '1 cupo libre' : `${cupos} cupos libres`;
}

/** A day of estudiante/ver_horarios with its facts: `horas` the hours with a seat (as before), `detalle` every hour offered, full ones with cupos 0. */
export interface BookingDayFacts {
  dia: string;
  horas: string[];
  detalle: BookingHourFact[];
}

/** One row per hour (in order) → the days with at least one free hour, each with all its hours' facts. */
export function daysWithFacts(rows: readonly (BookingHourFact & { dia: string })[]): BookingDayFacts[] {
  const days: BookingDayFacts[] = [];
  for (const { dia, ...hour } of rows) {
    let day = days.at(-1);
    if (day?.dia !== dia) {
      day = { dia, horas: [], detalle: [] };
      days.push(day);
    }
    day.detalle.push(hour);
    if (hour.cupos > 0) day.horas.push(hour.hora);
  }
  return days.filter((day) => day.horas.length > 0);
}
