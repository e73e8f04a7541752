// 'Ver histórico' of a tutoring session (doc 1 §2): its observations (tutorias/ver_observaciones),
// newest first, read when the dialog opens.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { formatDateTime } from '../../src/shared/dates';
import { SectionContent } from './SectionAccordion';
import { TUTORING_REGISTER_PATHS, type TutoringObservations } from './tutoringRegister';

export function TutoringHistoryDialog({ tutoriaId, onClose }: { tutoriaId: number | null; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['tutoria', TUTORING_REGISTER_PATHS.observaciones, tutoriaId],
    queryFn: () => dataProvider.read<TutoringObservations>(TUTORING_REGISTER_PATHS.observaciones, { tutoria_id: tutoriaId }),
    enabled: tutoriaId !== null,
    retry: false,
  });
  return (
    <Dialog open={tutoriaId !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="historico-titulo">
      <DialogTitle id="historico-titulo">Histórico de la tutoría {tutoriaId}</DialogTitle>
      <DialogContent>
        <SectionContent error={error} pending={isPending} empty={data?.length === 0}>
          <List dense>
            {(data ?? []).map((entry, index) => (
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
