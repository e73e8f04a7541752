// 'Tutorías' (estudiante/editar_habilitar_tutoria, A26852FD): 'Sí' starts from 2 sessions, today
// and today + 5 days (school clock) and the user as tutor when they are one of docente/tutores;
// 'No' clears them (0 sessions, no dates, no tutor). The rules: ./tutoringEnablement.ts, shared
// with the server.
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../../src/shell/schoolClock';
import { editarTutoria } from '../../../core/school/students/attributeActions';
import { sameAttributeValue } from '../../../core/school/students/attributeRules';
import { AttributeSection } from '../../../src/shared/students/AttributeSection';
import { TUTORING_OFF, tutoringDefaults, tutoringOf, tutoringProblems, tutoringToSave, type TutoringValues } from '../../../core/school/students/tutoringEnablement';
import { useAttributeSave } from '../../../src/shared/students/useAttributeSave';
import { usePermissionCodes } from '../../../src/shell/usePermissionCodes';
import { P } from '../../../core/engine/permissions';

/** docente/tutores answers either code (server/school/tutors.ts); without one it is not asked (no 403 in the console). */
const TUTORS_CODES: readonly string[] = [P.docentes.list, P.estudiantes.editTutorias];

interface TutorOption {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
}

export function TutoringEditSection() {
  const attribute = useAttributeSave(editarTutoria);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const { codes } = usePermissionCodes();
  const mayList = TUTORS_CODES.some((code) => codes.includes(code));
  const listed = useQuery({ queryKey: ['docente/tutores'], queryFn: () => dataProvider.read<TutorOption[]>('docente/tutores'), enabled: mayList }).data;
  const tutors = Array.isArray(listed) ? listed : [];
  const [draft, setDraft] = useState<TutoringValues | null>(null);
  const { record, base } = attribute;
  if (!record || !base) return null;
  const stored = tutoringOf(record);
  const values = draft ?? stored;
  const changed = draft !== null && !sameAttributeValue(stored, tutoringToSave(draft));
  const problems = changed ? tutoringProblems(values) : {};
  const disabled = !attribute.editable || attribute.isPending;
  const enable = (on: boolean) => {
    if (!on) return setDraft(TUTORING_OFF);
    const userId = typeof identity?.id === 'number' ? identity.id : null;
    setDraft(stored.habilitar_tutoria ? stored : tutoringDefaults(today(schoolClock()), userId, tutors.map((t) => t.id)));
  };
  const patch = (change: Partial<TutoringValues>) => setDraft({ ...values, ...change });
  const save = async () => {
    const saved = await attribute.save({ ...base, ...tutoringToSave(values) });
    if (saved) setDraft(null);
    return saved;
  };
  const dateField = (key: 'fecha_tutoria_inicio' | 'fecha_tutoria_fin', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={values[key] ?? ''}
      disabled={disabled}
      error={Boolean(problems[key])}
      helperText={problems[key]}
      onChange={(event) => patch({ [key]: event.target.value || null })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <AttributeSection
      title="Tutorías"
      saveLabel="Guardar tutorías"
      editable={attribute.editable}
      needs={attribute.needs}
      changed={changed}
      ready={Object.keys(problems).length === 0}
      busy={attribute.isPending}
      onSave={save}
    >
      <TextField select size="small" label="Habilitar tutoría" value={values.habilitar_tutoria ? 'si' : 'no'} disabled={disabled} onChange={(event) => enable(event.target.value === 'si')} sx={{ minWidth: 160 }}>
        <MenuItem value="si">Sí</MenuItem>
        <MenuItem value="no">No</MenuItem>
      </TextField>
      {values.habilitar_tutoria ? (
        <>
          <TextField
            type="number"
            size="small"
            label="Número de tutorías"
            value={values.tutorias ?? ''}
            disabled={disabled}
            error={Boolean(problems.tutorias)}
            helperText={problems.tutorias}
            onChange={(event) => patch({ tutorias: event.target.value === '' ? null : Number(event.target.value) })}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            sx={{ width: 160 }}
          />
          {dateField('fecha_tutoria_inicio', 'Inicio')}
          {dateField('fecha_tutoria_fin', 'Fin')}
          <TextField
            select
            size="small"
            label="Tutor"
            value={values.tutor_id === null ? '' : String(values.tutor_id)}
            disabled={disabled}
            error={Boolean(problems.tutor_id)}
            helperText={problems.tutor_id}
            onChange={(event) => patch({ tutor_id: event.target.value === '' ? null : Number(event.target.value) })}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">Sin tutor</MenuItem>
            {values.tutor_id !== null && !tutors.some((tutor) => tutor.id === values.tutor_id) ? <MenuItem value={String(values.tutor_id)}>Tutor actual (inactivo)</MenuItem> : null}
            {tutors.map((tutor) => (
              <MenuItem key={tutor.id} value={String(tutor.id)}>
                {`${tutor.primer_nombre} ${tutor.primer_apellido}`}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : null}
    </AttributeSection>
  );
}
