// What a dialog shows until its record arrives, or when it could not be read (the dataProvider has
// already reported why).
import { DialogContent, LinearProgress, Typography } from '@mui/material';

export function DialogLoading({ failed }: { failed: boolean }) {
  return (
    <DialogContent>
      {failed ? (
        <Typography color="error">No se pudo cargar el registro.</Typography>
      ) : (
        <LinearProgress aria-label="Cargando" />
      )}
    </DialogContent>
  );
}
