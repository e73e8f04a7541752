// 'Curso activo' (estudiante/activar_curso, C448968B / C0F0653E): a course of the student's level
// (nivel/cursos); the server enrols the student in it when they were not yet.
import { useRecordContext } from 'react-admin';
import { activarCurso } from '../../../core/school/students/attributeActions';
import { AttributeValueSection } from './AttributeValueSection';
import { OptionSelect } from './OptionSelect';
import { useLevelCourses } from './useLevelCourses';
import type { RecordOf, ResourceDeclaration } from '../../../core/engine/declaration/resource';

const idOf = (value: unknown): string => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : '');

export function CurrentCourseSection() {
  // A student's record (resources/estudiantes/recordType.ts), typed as any declaration's: src/ does not
  // import resources/.
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const courses = useLevelCourses(record?.nivel_id);
  return (
    <AttributeValueSection
      action={activarCurso}
      title="Curso activo"
      saveLabel="Activar curso"
      read={(stored) => idOf(stored.curso_actual_id)}
      body={(curso, base) => ({ ...base, curso_id: Number(curso) })}
      ready={(curso) => curso !== ''}
      input={({ value, onChange, disabled }) => (
        <OptionSelect label="Curso" value={value} options={courses} emptyLabel="Sin curso activo" otherLabel="Curso de otro nivel" disabled={disabled} onChange={onChange} />
      )}
    />
  );
}
