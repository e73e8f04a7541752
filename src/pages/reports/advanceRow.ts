// Solicitud de avance's info modal (docs/domain/reports.md 'Reports'), pure: whether the user may edit the row's
// student's current course — C448968B, or C0F0653E while the student has none — by the same dual-code
// rule the student editor uses (core/engine/fieldAccess.ts), and the modal's texts.
import type { LevelChangeRow } from '../../../core/school/reports/contract';
import { fullName } from '../../../core/school/reports/format';
import { STUDENT_ATTRIBUTES } from '../../../core/school/students/attributes';
import { mayEditField } from '../../../core/engine/fieldAccess';

export function mayEditAdvanceCourse(row: LevelChangeRow, codes: readonly string[]): boolean {
  return mayEditField(STUDENT_ATTRIBUTES.curso_actual_id, row.estudiante.curso_actual_id, new Set(codes));
}

export function advanceStudentName(row: LevelChangeRow): string {
  const s = row.estudiante;
  return fullName(s.primer_nombre, s.segundo_nombre, s.primer_apellido, s.segundo_apellido);
}

export function currentLevelText(row: LevelChangeRow): string {
  return `Nivel actual: ${row.estudiante.nivel_actual?.descripcion ?? 'Sin nivel'}`;
}
