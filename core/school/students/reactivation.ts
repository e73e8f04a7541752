// estudiante/procesar_re_ac (71A798F; docs/domain/student-record.md 'The student's record'): the batch that switches off the
// students whose validity (vigencia) has passed and back on those its earlier runs switched off and
// whose validity was renewed. The contract the server answers and the student list's button shows.
import { z } from 'zod';

export const REACTIVATION_PATH = 'estudiante/procesar_re_ac';

/** The spec's empty body. */
export const reactivationBody = z.object({}).strict();

export interface ReactivationResult {
  mensaje: string;
  desactivados: number;
  reactivados: number;
}

export function reactivationMessage(desactivados: number, reactivados: number): string {
  if (desactivados === 0 && reactivados === 0) return 'Vigencias procesadas: no hubo cambios';
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Vigencias procesadas: ${count(desactivados, 'estudiante desactivado', 'estudiantes desactivados')}, ${count(reactivados, 'reactivado', 'reactivados')}`;
}
