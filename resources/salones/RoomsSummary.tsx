// The rooms summary under #/salones (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): the active
// rooms with their type badges, capacity, weekly pre-assigned blocks against the template's maximum
// with percent, and the overall configuration index (the mean of the rooms' percents); then the
// type legend.
import { Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListTableBodyRoot } from '../../src/resource-views/listTableStyles';
import { TypeBadges } from '../../src/shared/classTypes/TypeBadges';
import { TypeLegend } from '../../src/shared/classTypes/TypeLegend';
import { ScrollRegion } from '../../src/shared/ScrollRegion';
import { useClassTypes } from '../../src/shared/classTypes/useClassTypes';
import { useRoomSummary } from '../../src/shared/summaries/useRoomSummary';

export function RoomsSummary() {
  const { data, isError } = useRoomSummary();
  // The badges' class types are read beside the summary, not after it has drawn (one wait, not two in a row).
  useClassTypes();
  if (isError) return <Typography variant="body2">No fue posible cargar el resumen; use 'Actualizar'.</Typography>;
  if (!data?.salones) return <Typography variant="body2">cargando...</Typography>;
  // Its tables scroll sideways inside the summary on a phone, never the page.
  return (
    <ScrollRegion label="Tabla: Resumen de salones">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Salones activos: <strong>{data.salones.length}</strong> · Índice general de configuración: <strong>{data.indice} %</strong>
      </Typography>
      <Table size="small" aria-label="Resumen de salones">
        <TableHead>
          <TableRow>
            <TableCell>Salón</TableCell>
            <TableCell>Tipos permitidos</TableCell>
            <TableCell>Capacidad</TableCell>
            <TableCell>Bloques semanales</TableCell>
            <TableCell>%</TableCell>
          </TableRow>
        </TableHead>
        {/* Plain rows styled by the body: one styled component per cell made the page slow. */}
        <ListTableBodyRoot>
          {data.salones.map((salon) => (
            <tr key={salon.id}>
              <td>{salon.nombre}</td>
              <td><TypeBadges tipos={salon.tipos_permitidos} /></td>
              <td>{salon.capacidad}</td>
              <td>{`${salon.bloques} / ${salon.maximo}`}</td>
              <td>{`${salon.porcentaje} %`}</td>
            </tr>
          ))}
          {data.salones.length === 0 ? <tr><td colSpan={5}>No se encontraron registros</td></tr> : null}
        </ListTableBodyRoot>
      </Table>
      <TypeLegend />
    </ScrollRegion>
  );
}
