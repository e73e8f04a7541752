// The student's record as the detail page reads it, one call per section (doc 1 §2, §9): the rows
// estudiante/ver_agendamientos and estudiante/ver_tutorias answer, newest first. The server writes
// them (server/students/records.ts); the sections show them (./BookingsSection.tsx, ./TutoringSection.tsx).

export const RECORD_PATHS = {
  agendamientos: 'estudiante/ver_agendamientos',
  tutorias: 'estudiante/ver_tutorias',
} as const;

/** One entry of a booking's or tutoring session's observation list (doc 1 §3). */
export interface RecordObservation {
  texto: string;
  /** The staff member's name when written; null for entries older than the list. */
  usuario: string | null;
  /** ISO instant. */
  fecha: string;
}

/** A booking of the student: its class's room and sede when it has one, else the booking's sede. */
export interface StudentBookingRow {
  id: number;
  version: number;
  clase_id: number | null;
  tema_id: number | null;
  fecha: string;
  hora: string;
  /** The class type's id and its name (tipos_clase). */
  tipo_clase: string;
  tipo_clase_nombre: string;
  tema: string | null;
  curso: string | null;
  salon: string | null;
  sede: string;
  estado: string;
  observaciones: RecordObservation[];
  /** Attendance as signed (asistido/ausencia): null until then. */
  asistencia: boolean | null;
  asistencia_fecha: string | null;
  conformidad_fecha: string | null;
}

export interface StudentTutoringRow {
  id: number;
  fecha: string;
  hora: string;
  salon: string;
  tutor: string;
  tema: string | null;
  curso: string | null;
  estado: string;
}
