// A teacher's allowed courses (docente/editar_cursos): a checkbox per course, saved apart
// ('Información Guardada', back to the detail).
import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useLookupOptions } from '../../src/resource-views/useFieldOptions';
import { useActionThenShow } from '../../src/resource-views/useActionThenShow';
import { editarCursos } from './actions';
import schema from './schema';

export function CoursesEditor() {
  const record = useRecordContext();
  const cursos = useLookupOptions('cursos');
  const [chosen, setChosen] = useState<number[]>(() => (record?.cursos_permitidos as number[] | undefined) ?? []);
  const call = useActionThenShow(editarCursos, schema, record?.id ?? '');
  if (!record || !cursos) return null;
  const disabled = call.isPending || !call.allowed;
  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
  return (
    <Box>
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
