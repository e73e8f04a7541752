// The student's record as the detail page reads it, one call per section (doc 1 §2, §9): the rows
// estudiante/ver_agendamientos and estudiante/ver_tutorias answer, newest first. The server writes
// them (server/students/records.ts); the sections show them (./BookingsSection.tsx, ./TutoringSection.tsx).

export const RECORD_PATHS = {
  agendamientos: 'estudiante/ver_agendamientos',
  tutorias: 'estudiante/ver_tutorias',
} as const;

/** A booking of the student: its class's room and sede when it has one, else the booking's sede. */
export interface StudentBookingRow {
  id: number;
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
  observaciones: string | null;
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
