// 'Eliminar Preasignaciones' (235AE1F): opens the weekday modal; after a deletion the
// server's message stays beside the button with how many were removed.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DeleteDayAnswer } from '../../../core/school/preassignments';
import { DeleteDayDialog } from './DeleteDayDialog';

export function DeleteDayButton() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<DeleteDayAnswer | null>(null);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {done ? (
        <Typography variant="body2" role="status" color="success.main">
          {`${done.mensaje} (${done.eliminadas} eliminadas)`}
        </Typography>
      ) : null}
      <Button color="error" variant="outlined" startIcon={<DeleteSweepIcon />} onClick={() => setOpen(true)}>
        Eliminar Preasignaciones
      </Button>
      <DeleteDayDialog
        open={open}
        onClose={() => setOpen(false)}
        onDone={(answer) => {
          setDone(answer);
          setOpen(false);
        }}
      />
    </Stack>
  );
}
