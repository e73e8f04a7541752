// 'Ver histórico' (docs/domain/student-record.md 'The student's record'): a record's observation list {texto, usuario,
// fecha} — a tutoring session's (tutorias/ver_observaciones), a progress row's
// (progreso/ver_observaciones) — newest first, read when the dialog opens (`body` null: closed).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { formatDateTime } from '../../../core/engine/dates';
import type { RecordObservation } from '../../../core/school/students/records';
import { SectionContent } from '../../../src/shared/students/SectionAccordion';

/** Newest first whatever order the list came in (ISO instants sort as text). */
const newestFirst = (entries: readonly RecordObservation[]) => [...entries].sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0));

interface Props {
  title: string;
  path: string;
  body: Record<string, number> | null;
  onClose: () => void;
}

export function HistoryDialog({ title, path, body, onClose }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const { data, error, isPending } = useQuery({
    queryKey: ['historico', path, body],
    queryFn: () => dataProvider.read<RecordObservation[]>(path, body),
    enabled: body !== null,
    retry: false,
  });
  return (
    <Dialog open={body !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
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
