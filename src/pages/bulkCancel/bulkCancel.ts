// #/cacelacionMasiva's rules, pure: the hours offered are the chosen date's class
// slots; 'Procesar' only with a date, one of its hours and a sede; the confirmation names all three.
import { slotsOfDate } from '../../../core/school/calendar';
import { formatHour } from '../../../core/engine/clock';
import { formatDate } from '../../../core/engine/dates';

export interface BulkCancelChoice {
  /** 'YYYY-MM-DD', '' until a valid date is chosen. */
  fecha: string;
  hora: string;
  sede: number | null;
}

export const EMPTY_CHOICE: BulkCancelChoice = { fecha: '', hora: '', sede: null };

/** One cancelled booking, as cancelacion_agendamientos answers it. */
export interface CancelledBooking {
  id: number;
  estudiante: string;
  tipo_clase: string;
  estado_anterior: string;
}

export interface BulkCancelAnswer {
  mensaje: string;
  cancelados: CancelledBooking[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date's class slots as options ('7:30 a. m.'); none for a Sunday or no date. */
export function hourOptions(fecha: string): { value: string; label: string }[] {
  if (!ISO_DAY.test(fecha)) return [];
  return slotsOfDate(fecha).map((hora) => ({ value: hora, label: formatHour(hora) }));
}

/** A new date keeps the hour only when that date has it. */
export function withDate(choice: BulkCancelChoice, fecha: string): BulkCancelChoice {
  const hora = hourOptions(fecha).some((o) => o.value === choice.hora) ? choice.hora : '';
  return { ...choice, fecha, hora };
}

export function canProcess(choice: BulkCancelChoice): boolean {
  return choice.sede !== null && hourOptions(choice.fecha).some((o) => o.value === choice.hora);
}

export function confirmQuestion(choice: BulkCancelChoice, sedeName: string): string {
  return `Se cancelarán todos los agendamientos solicitados o asignados de la sede ${sedeName} el ${formatDate(choice.fecha)} a las ${formatHour(choice.hora)}. Esta acción no se puede deshacer.`;
}

const STATE_LABELS: Record<string, string> = { solicitado: 'Solicitado', asignado: 'Asignado' };

export const stateLabel = (estado: string): string => STATE_LABELS[estado] ?? estado;
