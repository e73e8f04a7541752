// What a dialog shows until its record arrives, or why it could not be read (recordReadProblem:
// 'No tiene permiso para ver este registro.' for a record the user may not see).
import { DialogContent, LinearProgress, Typography } from '@mui/material';
import { recordReadProblem } from '../../dataProvider';

/** `error`: the read's failure, null (or undefined) while it runs. */
export function DialogLoading({ error }: { error: unknown }) {
  return (
    <DialogContent>
      {error != null ? (
        <Typography color="error">{recordReadProblem(error)}</Typography>
      ) : (
        <LinearProgress aria-label="Cargando" />
      )}
    </DialogContent>
  );
}
