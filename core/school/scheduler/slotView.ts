// What clases/por_hora answers (the scheduler's slot): its classes with room, teacher and bookings,
// and its pending bookings. Shared by the server that builds it and the page that shows it.
import type { Novedad } from './fit';
import type { EstadoAgendamiento } from './bookings';

export interface ClassRow {
  id: number;
  version: number;
  fecha: string;
  hora: string;
  sede_id: number;
  salon_id: number;
  profesor_id: number;
  tipos: string[];
}

export interface BookingView {
  id: number;
  version: number;
  estado: EstadoAgendamiento;
  /** null, and `estudiante` a neutral label, for a student the caller does not reach (the seat, not the person). */
  estudiante_id: number | null;
  estudiante: string;
  tipo_clase: string;
  tipo_solicitud: string;
  tema_id: number | null;
  tema: string | null;
  curso: string | null;
  clase_id: number | null;
  novedad: Novedad | null;
  /** A pending booking: why no class of the slot can take it (agendamientos/reorganizar's reasons). */
  motivo_pendiente?: string | null;
}

/** A class as the scheduler shows it: the stored row with its room's and teacher's names. */
export interface ClassView extends ClassRow {
  salon_nombre: string;
  capacidad: number;
  profesor: string;
  tipo_clase: 'regular' | 'otro';
  /** -1 for a class of no regular type (it belongs to no course). */
  curso_id: number;
  agendamientos: BookingView[];
}

/** The slot as the scheduler reads it. */
export interface SlotView {
  clases: ClassView[];
  pendientes: BookingView[];
}
