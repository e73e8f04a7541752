// What tutorias/por_fecha answers (#/tutoria's grid): the weekday's quarter-hours, the (room,
// teacher) columns with a session that day, the sessions and the free slots to book. Shared by the server and the page.

/** One (room, teacher) pair with a session that day. */
export interface TutoringColumn {
  salon_id: number;
  salon: string;
  profesor_id: number;
  profesor: string;
}

export interface TutoringSession {
  id: number;
  hora: string;
  salon_id: number;
  profesor_id: number;
  /** null, and `estudiante` a neutral label, for a student the caller does not reach (the seat, not the person). */
  estudiante_id: number | null;
  estudiante: string;
  estado: string;
}

/** A quarter-hour a tutor is preassigned to a tutoring room and both are free (no session, closure or novedad; not begun): bookable. */
export interface TutoringFreeSlot {
  hora: string;
  salon_id: number;
  salon: string;
  profesor_id: number;
  profesor: string;
}

/** tutorias/por_fecha {fecha}. */
export interface TutoringDay {
  fecha: string;
  horas: string[];
  columnas: TutoringColumn[];
  sesiones: TutoringSession[];
  /** The free slots to book (tutorias/agendar); their (room, teacher) pairs are columns of the grid too. */
  libres?: TutoringFreeSlot[];
}
