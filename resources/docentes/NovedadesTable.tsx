// The teacher's novedades as a table: Fecha (DD/MM/YYYY), Hora, Motivo, Creado (DD/MM/YYYY h:mm:ss a)
// and, with LB3F483G, a delete icon that asks the reason first.
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import type { Novedad } from '../../core/school/novedades';
import { P } from '../../core/engine/permissions';
import { formatDate, formatDateTime, formatHour } from '../../core/engine/dates';
import { NoRecords } from '../../src/resource-views/NoRecords';
import { useHasPermission } from '../../src/resource-views/useHasPermission';
import { EliminarNovedadDialog } from './EliminarNovedadDialog';
import { useNovedades } from './useNovedades';

export function NovedadesTable({ docenteId }: { docenteId: string }) {
  const { data: novedades, isPending } = useNovedades(docenteId);
  const canDelete = useHasPermission(P.docentes.deleteNovedad);
  const [deleting, setDeleting] = useState<Novedad | null>(null);
  if (isPending) return <LinearProgress aria-label="Cargando" sx={{ my: 2 }} />;
  if (!novedades || novedades.length === 0) return <NoRecords />;
  return (
    <>
      <Table size="small" aria-label="Novedades">
        <TableHead>
          <TableRow>
            <TableCell>Fecha</TableCell>
            <TableCell>Hora</TableCell>
            <TableCell>Motivo</TableCell>
            <TableCell>Creado</TableCell>
            {canDelete ? <TableCell>Acción</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {novedades.map((novedad) => (
            <TableRow key={novedad.id}>
              <TableCell>{formatDate(novedad.fecha)}</TableCell>
              <TableCell>{formatHour(novedad.hora)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{novedad.observaciones}</TableCell>
              <TableCell>{formatDateTime(novedad.created_at)}</TableCell>
              {canDelete ? (
                <TableCell>
                  <IconButton aria-label="Eliminar novedad" color="error" size="small" onClick={() => setDeleting(novedad)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EliminarNovedadDialog docenteId={docenteId} novedad={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
