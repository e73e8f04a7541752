// 'Observaciones' of a student's detail (docs/domain/student-record.md 'The student's record'): the staff's notes newest
// first with their author, read on first opening, and 'Crear Nuevo' for holders of 9022BCBD.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { formatDateTime } from '../../../core/engine/dates';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import { ObservationDialog } from './ObservationDialog';
import { OBSERVATION_PATHS, type StudentObservation } from '../../../core/school/students/observations';
import { SectionAccordion, SectionContent, useSectionOpening } from '../../../src/shared/students/SectionAccordion';
import type { EstudianteRecord } from '../recordType';

export function ObservationsSection() {
  const record = useRecordContext<EstudianteRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const mayCreate = useHasPermission(P.estudiantes.edit);
  const { opened, expanded, toggle } = useSectionOpening();
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const id = record?.id;
  const queryKey = ['estudiante', OBSERVATION_PATHS.lista, id];
  const { data, error, isPending } = useQuery({
    queryKey,
    queryFn: () => dataProvider.read<StudentObservation[]>(OBSERVATION_PATHS.lista, { estudiante_id: id }),
    enabled: opened && id !== undefined,
    retry: false,
  });
  const save = async (observacion: string) => {
    await dataProvider.call(OBSERVATION_PATHS.crear, { estudiante_id: id, observacion });
    toggle(true);
    await queryClient.invalidateQueries({ queryKey });
  };
  return (
    <>
      <SectionAccordion title="Observaciones" expanded={expanded} onToggle={toggle} headingId={headingId}>
        {mayCreate ? (
          <Box sx={{ mb: 1 }}>
            <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>Crear Nuevo</Button>
          </Box>
        ) : null}
        <SectionContent error={error} pending={isPending} empty={data?.length === 0}>
          <List dense aria-labelledby={headingId}>
            {(data ?? []).map((note) => (
              <ListItem key={note.id} divider alignItems="flex-start">
                <ListItemText
                  primary={note.observacion}
                  secondary={`${formatDateTime(note.created_at)} · ${note.usuario.nombre} (${note.usuario.identificacion})${note.usuario.email ? ` · ${note.usuario.email}` : ''}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </SectionContent>
      </SectionAccordion>
      <ObservationDialog open={creating} onClose={() => setCreating(false)} save={save} />
    </>
  );
}
