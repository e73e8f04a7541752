// #/estudiante/tutoria/{id} 'Registro de tutorías' (023AB260; docs/domain/student-record.md 'The student's record'): the
// student's tutoring sessions in the progress page's layout — back to the detail, 'Actualizar', a
// table of compact or expanded rows, each session's history, and cancelling a programada one
// (98E38A0E, reason of 20).
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/types';
import { ReasonDialog, type ReasonRequest } from '../../../src/pages/scheduler/ReasonDialog';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import schema from '../schema';
import { RecordPageHeading } from '../../../src/resource-views/RecordPageHeading';
import { SectionContent } from '../../../src/shared/students/SectionAccordion';
import { HistoryDialog } from '../record/HistoryDialog';
import { TUTORING_REGISTER_PATHS, type TutoringRegister } from '../../../core/school/students/tutoringRegister';
import { blockText, TutoringRegisterRow } from './TutoringRegisterRow';

export function TutoringRegisterPage() {
  const { id } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayCancel = useHasPermission(P.estudiantes.cancelTutoria) === true;
  const [cancel, setCancel] = useState<ReasonRequest | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const { data, error, isPending, refetch, isFetching } = useQuery({
    queryKey: ['estudiante', TUTORING_REGISTER_PATHS.progreso, id],
    queryFn: () => dataProvider.read<TutoringRegister>(TUTORING_REGISTER_PATHS.progreso, { estudiante_id: Number(id) }),
    retry: false,
  });
  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <RecordPageHeading declaration={schema} id={Number(id)} name={data?.nombres} page="Registro de tutorías" />
      <CardContent>
        <Typography variant="h6" component="h2">{data ? `Registro de tutorías · ${data.nombres}` : 'Registro de tutorías'}</Typography>
        <Box component="nav" sx={{ display: 'flex', gap: 1, my: 1, flexWrap: 'wrap' }} aria-label="Acciones del registro">
          <Button component={RouterLink} to={`/${schema.prefix}/detalle/${id}`}>Volver</Button>
          <Button onClick={() => void refetch()} disabled={isFetching}>Actualizar</Button>
        </Box>
        <SectionContent error={error} pending={isPending} empty={data?.registros.length === 0}>
          <TableContainer>
            <Table size="small" aria-label="Registro de tutorías">
              <TableHead>
                <TableRow>
                  <TableCell>ID</TableCell>
                  <TableCell>CLASE</TableCell>
                  <TableCell>ESTADO</TableCell>
                  <TableCell>Acciones</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(data?.registros ?? []).map((row) => (
                  <TutoringRegisterRow
                    key={row.id}
                    row={row}
                    mayCancel={mayCancel}
                    onHistory={setHistory}
                    onCancel={(session) =>
                      setCancel({
                        title: 'Cancelar tutoría',
                        text: `Tutoría del ${blockText(session.clase.fecha_bloque)} en ${session.clase.salon}.`,
                        kind: 'cancelar_tutoria',
                        confirm: 'Cancelar tutoría',
                        run: async (motivo) => {
                          await dataProvider.call(TUTORING_REGISTER_PATHS.cancelar, { tutoria_id: session.id, motivo });
                          await refetch();
                        },
                      })
                    }
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </SectionContent>
      </CardContent>
      <ReasonDialog request={cancel} onClose={() => setCancel(null)} />
      <HistoryDialog
        title={`Histórico de la tutoría ${history ?? ''}`}
        path={TUTORING_REGISTER_PATHS.observaciones}
        body={history === null ? null : { tutoria_id: history }}
        onClose={() => setHistory(null)}
      />
    </Card>
  );
}
