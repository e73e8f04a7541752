// The lines above the backups: the schedule (or why there is none), the last success, and the last
// failure with its reason while no backup has succeeded since.
import { Alert, Typography } from '@mui/material';
import { type BackupList, failureText, lastSuccessText, scheduleText } from './backupText';

export function BackupStatus({ list, timeZone }: { list: BackupList; timeZone: string }) {
  return (
    <>
      <Typography variant="body2">{scheduleText(list.programacion)}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {lastSuccessText(list.ultima_correcta, timeZone)}
      </Typography>
      {list.ultimo_fallo ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureText(list.ultimo_fallo, timeZone)}
        </Alert>
      ) : null}
    </>
  );
}
