// 'Ver histórico' of a progress row (doc 1 §2, §7): its observations (progreso/ver_observaciones:
// signatures, attendance, grades, resets with their reasons), newest first, read when it opens.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { formatDateTime } from '../../../src/shared/dates';
import { PROGRESS_PATHS, type ProgressObservation, type ProgressRow } from '../progress';
import { SectionContent } from '../SectionAccordion';

/** Newest first whatever order the list came in (ISO instants sort as text). */
const newestFirst = (entries: readonly ProgressObservation[]) => [...entries].sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0));

export function ProgressHistoryDialog({ row, onClose }: { row: Pick<ProgressRow, 'id' | 'tema'> | null; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const progresoId = row?.id ?? null;
  const { data, error, isPending } = useQuery({
    queryKey: ['progreso', PROGRESS_PATHS.observaciones, progresoId],
    queryFn: () => dataProvider.read<ProgressObservation[]>(PROGRESS_PATHS.observaciones, { progreso_id: progresoId }),
    enabled: progresoId !== null,
    retry: false,
  });
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="historico-progreso-titulo">
      <DialogTitle id="historico-progreso-titulo">Histórico de {row?.tema.nombre ?? ''}</DialogTitle>
      <DialogContent>
        <SectionContent error={error} pending={isPending} empty={data?.length === 0}>
          <List dense>
            {newestFirst(data ?? []).map((entry, index) => (
              <ListItem key={`${entry.fecha}-${index}`} divider>
                <ListItemText primary={entry.texto} secondary={`${formatDateTime(entry.fecha)}${entry.usuario ? ` · ${entry.usuario}` : ''}`} />
              </ListItem>
            ))}
          </List>
        </SectionContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
