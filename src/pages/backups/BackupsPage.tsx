// #/copias-de-seguridad (Admin → Copias de seguridad, code 5E4C0B7A; docs/operations.md 'Backups and
// restore'): BACKUP_DIR's backups from respaldo/lista — the schedule, the last success, the last
// failure until a backup succeeds again — 'Hacer una copia ahora' and a 'Descargar' per file. While a
// backup runs (whoever started it) the list is read again every few seconds until it is done.
import { Alert, Card, CardContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { SHELL_PAGES } from '../../shell/routeTable';
import { schoolClock } from '../../shell/schoolClock';
import { BackupStatus } from './BackupStatus';
import { BackupTable } from './BackupTable';
import { BACKUP_TEXT, type BackupList, errorText, LIST_PATH } from './backupText';
import { CreateBackup } from './CreateBackup';

const RUNNING_POLL_MS = 3000;

export function BackupsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const list = useQuery({
    queryKey: ['respaldos', 'lista'],
    queryFn: () => dataProvider.read<BackupList>(LIST_PATH, {}),
    refetchInterval: (query) => (query.state.data?.en_curso ? RUNNING_POLL_MS : false),
  });
  const timeZone = schoolClock().timeZone;
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.copiasDeSeguridad.title} />
      <CardContent>
        {list.isPending ? <Loading /> : null}
        {list.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(list.error, BACKUP_TEXT.readFailed)}
          </Alert>
        ) : null}
        {list.data ? (
          <>
            <BackupStatus list={list.data} timeZone={timeZone} />
            <CreateBackup running={list.data.en_curso} onSettled={() => void list.refetch()} />
            <BackupTable copias={list.data.copias} timeZone={timeZone} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
