// A class's information (956EB91C or EEB6ADA9): room, teacher, types, seats, and its history —
// every scheduler write on it, newest first, with who and why (clase/historial).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { ClassView } from '../../../core/school/scheduler/slotView';
import { TypeBadges } from '../../shared/classTypes/TypeBadges';
import { liveCount } from './board';

interface HistoryEvent {
  evento: string;
  usuario: string | null;
  motivo: string | null;
  created_at: string;
}

const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { dateStyle: 'short', timeStyle: 'short' });

export function ClassInfoDialog({ clase, onClose }: { clase: ClassView | null; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const history = useQuery({
    queryKey: ['programador', 'historial', clase?.id],
    queryFn: () => dataProvider.read<HistoryEvent[]>('clase/historial', { id: clase?.id }),
    enabled: clase !== null,
  });
  return (
    <Dialog open={clase !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="info-clase-titulo">
      <DialogTitle id="info-clase-titulo">Información de la clase</DialogTitle>
      <DialogContent>
        {clase ? (
          <>
            <Typography>Salón: {clase.salon_nombre || 'NO SE ENCUENTRA EL SALÓN'} · Docente: {clase.profesor}</Typography>
            <Typography sx={{ my: 1 }} component="div">
              Tipos: <TypeBadges tipos={clase.tipos} /> · Cupos: {liveCount(clase)}/{clase.capacidad}
            </Typography>
          </>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>Historial</Typography>
        {history.isLoading ? <Typography>cargando...</Typography> : null}
        {history.data?.length === 0 ? <Typography>No se encontraron resultados</Typography> : null}
        <List dense aria-label="Historial de la clase">
          {(history.data ?? []).map((event, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText primary={`${when(event.created_at)} · ${event.evento}`} secondary={[event.usuario, event.motivo].filter(Boolean).join(' — ')} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
