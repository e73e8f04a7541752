// 'Estado' section of the student edit page: the active toggle (user/cambiar-activo). Without its
// code (71A798F) the switch is disabled and its tooltip says so ('No tiene permiso para esta
// operación' and the code needed; docs/security.md 'Security rules the server enforces'), instead of looking
// live and being refused after a click.
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { actionCodes } from '../../../core/engine/actions';
import { PermissionTooltip } from '../../../src/resource-views/PermissionTooltip';
import { useAction } from '../../../src/resource-views/useAction';
import { feedback } from '../../../src/shell/feedback';
import { cambiarActivo } from '../actions';
import { isActive, toggleActiveBody } from './estado';
import type { EstudianteRecord } from '../recordType';

export function EstudianteEstado() {
  const record = useRecordContext<EstudianteRecord>();
  const action = useAction(cambiarActivo);
  const allowed = action.allowed;
  const [changed, setChanged] = useState<boolean | null>(null); // null: as the loaded record says
  if (!record) return null;
  const active = changed ?? isActive(record.activo);

  const toggle = async () => {
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
      <PermissionTooltip codes={actionCodes(cambiarActivo)} denied={allowed === false}>
        <FormControlLabel
          control={<Switch checked={active} onChange={() => void toggle()} disabled={action.isPending || allowed !== true} />}
          label={active ? 'Activo' : 'Inactivo'}
        />
      </PermissionTooltip>
    </Box>
  );
}
