// 'Estado' section of the student edit page: the active toggle (user/cambiar-activo).
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { useHasPermission } from '../../src/resource-views/useHasPermission';
import { feedback } from '../../src/shell/feedback';
import { isActive, NO_PERMISSION_MESSAGE, TOGGLE_ACTIVE_PERMISSION, toggleActiveBody } from './estado';

interface ToggleResponse {
  usuario?: { activo?: unknown };
  mensaje?: string;
}

export function EstudianteEstado() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useHasPermission(TOGGLE_ACTIVE_PERMISSION);
  const [changed, setChanged] = useState<boolean | null>(null); // null: as the loaded record says
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const active = changed ?? isActive(record.activo);

  const toggle = async () => {
    if (!allowed) {
      feedback.warn(NO_PERMISSION_MESSAGE); // and nothing is sent
      return;
    }
    setBusy(true);
    try {
      const response = await dataProvider.call<ToggleResponse>('user/cambiar-activo', toggleActiveBody(record.id, active));
      setChanged(response?.usuario?.activo !== undefined ? isActive(response.usuario.activo) : !active);
    } catch (error) {
      feedback.warn(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Estado
      </Typography>
      <FormControlLabel
        control={<Switch checked={active} onChange={() => void toggle()} disabled={busy || allowed === undefined} />}
        label={active ? 'Activo' : 'Inactivo'}
      />
    </Box>
  );
}
