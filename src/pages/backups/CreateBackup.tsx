// 'Hacer una copia ahora': respaldo/crear, then the list read again. Disabled while any backup runs;
// the server's refusal (409: another one runs, no BACKUP_DIR; 500: it failed) stays on the page.
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { BACKUP_TEXT, CREATE_PATH, type CreatedBackup, createdText, errorText } from './backupText';

interface Props {
  /** A backup runs now (the schedule's, another administrator's, npm run backup's). */
  running: boolean;
  /** After the answer, success or not: the page reads the list again. */
  onSettled: () => void;
}

export function CreateBackup({ running, onSettled }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const create = async () => {
    setCreating(true);
    setProblem(null);
    try {
      // read, not call: a backup takes seconds to minutes, shown by this page's own progress rather
      // than the app-wide 'Procesando...' overlay, and its refusal is shown here.
      const created = await dataProvider.read<CreatedBackup>(CREATE_PATH, {});
      const text = createdText(created);
      notify(text, { type: 'success', messageArgs: { _: text } }); // a text, not an i18n key
    } catch (error) {
      const text = errorText(error, BACKUP_TEXT.createFailed);
      setProblem(text);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setCreating(false);
      onSettled();
    }
  };

  const busy = creating || running;
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={() => void create()} disabled={busy}>
          {BACKUP_TEXT.createNow}
        </Button>
        {busy ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-label={BACKUP_TEXT.creating} />
            <Typography variant="body2">{creating ? BACKUP_TEXT.creating : BACKUP_TEXT.running}</Typography>
          </Box>
        ) : null}
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
