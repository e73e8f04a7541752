// 'Estado' section of the student edit page: the active toggle (user/cambiar-activo).
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useAction } from '../../src/resource-views/useAction';
import { feedback } from '../../src/shell/feedback';
import { cambiarActivo } from './actions';
import { isActive, NO_PERMISSION_MESSAGE, toggleActiveBody } from './estado';

export function EstudianteEstado() {
  const record = useRecordContext();
  const action = useAction(cambiarActivo);
  const allowed = action.allowed;
  const [changed, setChanged] = useState<boolean | null>(null); // null: as the loaded record says
  if (!record) return null;
  const active = changed ?? isActive(record.activo);

  const toggle = async () => {
    if (!allowed) {
      feedback.warn(NO_PERMISSION_MESSAGE); // and nothing is sent
      return;
    }
    try {
      const response = await action.run(toggleActiveBody(record.id, active));
      setChanged(response?.usuario ? isActive(response.usuario.activo) : !active);
    } catch (error) {
      feedback.warn(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Estado
      </Typography>
      <FormControlLabel
        control={<Switch checked={active} onChange={() => void toggle()} disabled={action.isPending || allowed === undefined} />}
        label={active ? 'Activo' : 'Inactivo'}
      />
    </Box>
  );
}
