// A progress row as a phone's card (issue 43 point 8): the topic as its title, then the table's
// other cells as '<label>: <value>' lines, the Nota among them, in es-CO (progressView.ts). Pure.
import type { ProgressRow } from '../../../core/school/students/progress';
import { progressStateLabel } from '../../../core/school/students/progressRules';
import { attendanceText, gradeText } from './progressView';

export interface CardFact {
  label: string;
  value: string;
}

/** The card's lines under its title, in the table's column order ('Clase' is the title, 'Acciones' the card's foot). */
export function progressCardFacts(row: Pick<ProgressRow, 'id' | 'estado' | 'abiertos' | 'asistencia' | 'nota' | 'rango_nota'>): CardFact[] {
  return [
    { label: 'Estado', value: progressStateLabel(row.estado, row.abiertos) },
    { label: 'Asiste', value: attendanceText(row.asistencia) },
    { label: 'Nota', value: gradeText(row.nota, row.rango_nota) },
    { label: 'ID', value: String(row.id) },
  ];
}
