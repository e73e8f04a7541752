// 'Cursos permitidos' of a teacher or a room (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): a checkbox per course, none
// checked meaning every course; saved with the resource's editar_cursos action ('Información
// Guardada', back to the detail).
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { allowedCoursesAction } from '../../../core/school/allowedCoursesAction';
import type { RecordOf, ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { useActionThenShow } from '../../resource-views/useActionThenShow';

export interface AllowedCoursesEditorProps {
  action: ReturnType<typeof allowedCoursesAction>;
  declaration: ResourceDeclaration;
}

export function AllowedCoursesEditor({ action, declaration }: AllowedCoursesEditorProps) {
  // A teacher's or a room's record: any declaration's, as the editor serves both.
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const cursos = useLookupOptions('cursos');
  const [chosen, setChosen] = useState<number[]>(() => (record?.cursos_permitidos as number[] | undefined) ?? []);
  const call = useActionThenShow(action, declaration, record?.id ?? '');
  if (!record || !cursos) return null;
  const disabled = call.isPending || !call.allowed;
  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Sin ninguno marcado se permiten todos los cursos.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {cursos.map((curso) => (
          <FormControlLabel
            key={curso.id}
            label={`${String(curso.codigo ?? '')} ${curso.name}`.trim()}
            control={<Checkbox size="small" disabled={disabled} checked={chosen.includes(Number(curso.id))} onChange={(event) => toggle(Number(curso.id), event.target.checked)} />}
          />
        ))}
      </Box>
      <Button sx={{ mt: 1 }} variant="contained" disabled={disabled} onClick={() => void call.save({ id: record.id, cursos_permitidos: chosen })}>
        Guardar cursos
      </Button>
    </Box>
  );
}
