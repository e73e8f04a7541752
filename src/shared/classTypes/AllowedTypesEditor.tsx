// 'Tipos Permitidos' of a teacher or a room (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): a switch per class type, where
// 'tutoria' excludes every other (core/school/allowedTypes.ts); saved with the resource's
// editar_tipos action ('Información Guardada', back to the detail).
import { Box, Button, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { allowedTypesAction } from '../../../core/school/allowedTypesAction';
import { toggleAllowedType } from '../../../core/school/allowedTypes';
import type { RecordOf, ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { useActionThenShow } from '../../resource-views/useActionThenShow';
import { useClassTypes } from './useClassTypes';

export interface AllowedTypesEditorProps {
  action: ReturnType<typeof allowedTypesAction>;
  declaration: ResourceDeclaration;
}

export function AllowedTypesEditor({ action, declaration }: AllowedTypesEditorProps) {
  // A teacher's or a room's record: any declaration's, as the editor serves both.
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const { list } = useClassTypes();
  const [tipos, setTipos] = useState<string[]>(() => (record?.tipos_permitidos as string[] | undefined) ?? []);
  const call = useActionThenShow(action, declaration, record?.id ?? '');
  if (!record || !list) return null;
  const disabled = call.isPending || !call.allowed;
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {list.map((tipo) => (
          <FormControlLabel
            key={tipo.id}
            label={tipo.name}
            control={<Switch size="small" disabled={disabled} checked={tipos.includes(tipo.id)} onChange={(event) => setTipos((current) => toggleAllowedType(current, tipo.id, event.target.checked))} />}
          />
        ))}
      </Box>
      <Button sx={{ mt: 1 }} variant="contained" disabled={disabled} onClick={() => void call.save({ id: record.id, tipos_permitidos: tipos })}>
        Guardar tipos
      </Button>
    </Box>
  );
}
