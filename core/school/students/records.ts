// The student's record as the detail page reads it, one call per section (docs/domain/student-record.md 'The student's
// record'): the rows estudiante/ver_agendamientos and estudiante/ver_tutorias answer, newest first.
// The server writes them (server/students/records.ts); the sections show them
// (./BookingsSection.tsx, ./TutoringSection.tsx).

export const RECORD_PATHS = {
  agendamientos: 'estudiante/ver_agendamientos',
  tutorias: 'estudiante/ver_tutorias',
} as const;

/** One entry of a booking's or tutoring session's observation list. */
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

/** Sections read through their own calls besides the two above. */
export const HISTORY_PATHS = {
  cambiosNivel: 'estudiante/ver_cambio_nivel',
  // Not named by the spec (its detail carried `inscripciones`): the 'Activaciones de curso' section's own read.
  inscripciones: 'estudiante/ver_inscripciones',
  entregaLibros: 'estudiante/ver_entrega_libros',
} as const;

/** GET, answering the level change's PDF as a download (pdf/cambio-nivel?id=). */
export const LEVEL_CHANGE_PDF_PATH = 'pdf/cambio-nivel';

export interface PersonRef {
  nombre: string;
  numero_documento: string;
}

export interface CourseRef {
  id: number;
  codigo: string;
  nombre: string;
}

/** A level change: the new course is shown only once it is finalizado. */
export interface LevelChangeRow {
  id: number;
  solicitante: PersonRef;
  administrador: PersonRef | null;
  curso_anterior: CourseRef;
  curso_nuevo: CourseRef | null;
  curso_nuevo_id: number | null;
  nivel_siguiente: { id: number; codigo: string; descripcion: string } | null;
  fecha_finalizar_curso: string | null;
  fecha_avance_nivel: string | null;
  fecha_entrega_libro: string | null;
  finalizado: boolean;
  sede: string;
  created_at: string;
}

/** A course the student was enrolled in or activated on. */
export interface EnrolmentRow {
  id: number;
  curso: CourseRef;
  nivel: string;
  fecha_matricula: string;
  sede: string | null;
  actual: boolean;
}

export interface BookDeliveryRow {
  id: number;
  libro: string;
  curso: CourseRef;
  fecha_entrega: string;
  sede: string;
  entregado_por: string | null;
}

/** The booking form's calls: the topics still to book, the free slots, the booking. */
export const BOOKING_FORM_PATHS = {
  temas: 'estudiante/parcelador',
  horarios: 'estudiante/ver_horarios',
  agendar: 'agendamiento/agendar',
} as const;

/** A topic of the student's current course not yet seen nor booked (estudiante/parcelador). */
export interface BookingTopic {
  id: number;
  nombre: string;
}

/** A day of estudiante/ver_horarios: 'YYYY-MM-DD' and its free class hours 'HH:mm'. */
export interface BookingDay {
  dia: string;
  horas: string[];
}

/** agendamiento/agendar's answer: the pending booking made, and 'Programación exitosa para …'. */
export interface BookingResult {
  id: number;
  fecha: string;
  hora: string;
  mensaje: string;
}
