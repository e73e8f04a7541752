// #/pantalla (293B9B69; docs/domain/scheduler.md 'The class scheduler'): the wall display, drawn bare (no header, menu or footer: the
// registry's layout 'bare'). Reads pantalla/actual every 30 s — the server decides the current slot
// on the school's clock — and shows its classes, the external page or the 'no classes' screen.
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { DISPLAY_REFRESH_MS, type PantallaAnswer } from '../../../core/school/scheduler/displays';
import { ClassesScreen } from './ClassesScreen';
import { ExternalScreen } from './ExternalScreen';
import { NoClassScreen } from './NoClassScreen';
import { pantallaHeading, pantallaScreen } from './displayScreen';

export function DisplayPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // A wall display is seldom the focused tab: it refreshes in the background too.
  const { data, error } = useQuery({
    queryKey: ['pantalla', 'actual'],
    queryFn: () => dataProvider.read<PantallaAnswer>('pantalla/actual', {}),
    refetchInterval: DISPLAY_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const problem = error ? <Alert severity="warning">{error instanceof Error ? error.message : 'No se pudo actualizar la pantalla'}</Alert> : null;
  if (!data) return problem ?? <Typography sx={{ p: 4 }} color="text.secondary">cargando...</Typography>;
  const screen = pantallaScreen(data);
  const heading = pantallaHeading(data);
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
      {problem}
      {screen.kind === 'clases' ? <ClassesScreen heading={heading} answer={data} /> : null}
      {screen.kind === 'externa' ? <ExternalScreen url={screen.url} /> : null}
      {screen.kind === 'vacia' ? <NoClassScreen heading={heading} siguiente={screen.siguiente} /> : null}
    </Box>
  );
}
