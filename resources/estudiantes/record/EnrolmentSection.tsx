// 'Inscripción' (estudiante/inscribir_curso, C448968B / C0F0653E): enrols the student in a course of
// their level ('Activaciones de curso' on the detail); the button shows once a course is chosen.
import { useRecordContext } from 'react-admin';
import { inscribirCurso } from '../../../core/school/students/attributeActions';
import { AttributeValueSection } from '../../../src/shared/students/AttributeValueSection';
import { OptionSelect } from '../../../src/shared/students/OptionSelect';
import { useLevelCourses } from '../../../src/shared/students/useLevelCourses';
import type { EstudianteRecord } from '../recordType';

export function EnrolmentSection() {
  const record = useRecordContext<EstudianteRecord>();
  const courses = useLevelCourses(record?.nivel_id);
  return (
    <AttributeValueSection
      action={inscribirCurso}
      title="Inscripción a un curso"
      saveLabel="Inscribir"
      // Nothing is stored to compare with: each enrolment adds one.
      read={() => ''}
      body={(curso, base) => ({ ...base, curso_id: Number(curso) })}
      input={({ value, onChange, disabled }) => (
        <OptionSelect label="Curso a inscribir" value={value} options={courses} emptyLabel="Elija un curso" disabled={disabled} onChange={onChange} />
      )}
    />
  );
}
