// What tutorias/por_fecha answers (#/tutoria's grid): the weekday's quarter-hours, the (room,
// teacher) columns with a session that day and the sessions. Shared by the server and the page.

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

/** tutorias/por_fecha {fecha}. */
export interface TutoringDay {
  fecha: string;
  horas: string[];
  columnas: TutoringColumn[];
  sesiones: TutoringSession[];
}
