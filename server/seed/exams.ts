// Demo exams: one oral and one written exam per level band, each with its criteria (codes derived
// from the names as the server does on every write).
import { criterionCode } from '../../core/school/examCriteria';
import type { SqlParam } from '../db/database';

const CRITERIA = {
  oral: [['Fluidez', 5, 'discreto'], ['Pronunciación', 5, 'discreto'], ['Vocabulario', 5, 'discreto'], ['Gramática en uso', 5, 'continuo']],
  escrito: [['Comprensión de lectura', 10, 'continuo'], ['Producción escrita', 10, 'continuo'], ['Uso del lenguaje', 5, 'discreto']],
} as const;

export function buildExams(): Record<string, SqlParam>[] {
  return ['A1', 'A2', 'B1', 'B2'].flatMap((nivel) =>
    (Object.keys(CRITERIA) as (keyof typeof CRITERIA)[]).map((kind) => ({
      codigo: `EX-${nivel}-${kind === 'oral' ? 'OR' : 'ES'}`,
      version_examen: '2026.1',
      nombre: `Examen ${kind} ${nivel}`,
      objetivo: `Evaluar el desempeño ${kind === 'oral' ? 'oral' : 'escrito'} esperado al cerrar el nivel ${nivel}.`,
      fecha_implementacion: '2026-02-01',
      unidades: 4,
      comentarios_estudiante: kind === 'oral',
      comentarios_docente: true,
      self_assessment: false,
      criterios: JSON.stringify(CRITERIA[kind].map(([nombre, maximo, tipo]) => ({ nombre, codigo: criterionCode(nombre), maximo, tipo }))),
    })),
  );
}
